import { defineEndpoint } from "../endpoint";
import { SCHEDULING_PATHS as P } from "./paths";
import { postingSlotsResponseSchema, replacePostingSlotsSchema, suggestedPostingSlotsSchema } from "./schemas";

const tags = ["Scheduling"];
const slots = { 200: { description: "The workspace's posting slots", json: postingSlotsResponseSchema } };

export const listPostingSlots = defineEndpoint({
  ...P.listPostingSlots,
  tags,
  access: "member",
  summary: "The workspace's weekly posting slots (weekday, local time, IANA zone) and the user's time zone",
  responses: slots,
  errors: [401],
});

export const replacePostingSlots = defineEndpoint({
  ...P.replacePostingSlots,
  tags,
  access: { permission: "slots.write" },
  summary: "Replace the workspace's posting slots (at most 50, each weekday and time once), in the user's time zone",
  body: replacePostingSlotsSchema,
  responses: slots,
  errors: [400, 401, 409],
});

export const suggestPostingSlots = defineEndpoint({
  ...P.suggestPostingSlots,
  tags,
  access: "member",
  summary: "Weekly slots suggested from the posting frequency of the user's strategy (not saved)",
  responses: { 200: { description: "The suggested slots", json: suggestedPostingSlotsSchema } },
  errors: [401],
});
