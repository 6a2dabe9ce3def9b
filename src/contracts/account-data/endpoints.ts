import { defineEndpoint } from "../endpoint";
import { ACCOUNT_DATA_PATHS as P, ACCOUNT_EXPORT_CONTENT_TYPE } from "./paths";
import { accountExportParamsSchema, accountExportResponseSchema, latestAccountExportResponseSchema } from "./schemas";

const tags = ["Account data"];

export const requestAccountExport = defineEndpoint({
  ...P.requestAccountExport,
  tags,
  access: "member",
  summary:
    "Start an export of everything the user owns or wrote (a zip built by a job); 409 ACCOUNT_EXPORT_RUNNING while one is under way",
  responses: { 202: { description: "The export, queued", json: accountExportResponseSchema } },
  errors: [401, 409, 429],
});

export const latestAccountExport = defineEndpoint({
  ...P.latestAccountExport,
  tags,
  access: "member",
  summary: "The user's latest export and its progress (null when none)",
  responses: { 200: { description: "The latest export", json: latestAccountExportResponseSchema } },
  errors: [401],
});

export const downloadAccountExport = defineEndpoint({
  ...P.downloadAccountExport,
  tags,
  access: "member",
  summary: "The export's zip, for its owner only, until it expires (410 ACCOUNT_EXPORT_EXPIRED after)",
  params: accountExportParamsSchema,
  responses: { 200: { description: "The zip", file: { contentTypes: [ACCOUNT_EXPORT_CONTENT_TYPE] } } },
  errors: [401, 404, 409, 410],
});
