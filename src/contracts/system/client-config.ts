import { z } from "zod";

/** Public settings the web app needs before or right after sign-in. No secrets. */
export const clientConfigSchema = z.object({
  chatWidget: z
    .object({ provider: z.literal("crisp"), websiteId: z.string() })
    .nullable()
    .describe("The support chat to load, when the server configures one"),
  linkedinEnabled: z.boolean().describe("LINKEDIN_CLIENT_ID is set: sign-in with LinkedIn and connecting work here"),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** Origins a chat provider's script talks to, for the Content-Security-Policy. */
export const CHAT_WIDGET_ORIGINS = {
  crisp: {
    script: ["https://client.crisp.chat"],
    connect: [
      "https://client.crisp.chat",
      "https://storage.crisp.chat",
      "wss://client.relay.crisp.chat",
      "wss://stream.relay.crisp.chat",
    ],
    style: ["https://client.crisp.chat"],
    font: ["https://client.crisp.chat"],
    frame: ["https://game.crisp.chat"],
  },
} as const;
