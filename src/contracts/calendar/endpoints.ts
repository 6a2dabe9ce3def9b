import { defineEndpoint } from "../endpoint";
import { CALENDAR_PATHS as P } from "./paths";
import { calendarQuerySchema, calendarResponseSchema } from "./schemas";

export const listCalendar = defineEndpoint({
  ...P.listCalendar,
  tags: ["Publishing"],
  access: "member",
  summary:
    "The workspace's scheduled, publishing, published, failed and needs-check posts whose calendar time (published, else planned) is in [from, to), earliest first; at most 43 days",
  query: calendarQuerySchema,
  responses: { 200: { description: "The range's posts", json: calendarResponseSchema } },
  errors: [400, 401],
});
