import { describe, expect, it } from "vitest";
import { linkedinEndpoint } from "../../src/server/integrations/linkedin/publisher";

// The metrics label of a call to LinkedIn: the resource, its sub-resource and action, never an id or URN.
const API = "https://api.linkedin.com";

describe("linkedinEndpoint", () => {
  it.each([
    ["https://api.linkedin.com/rest/posts", "posts"],
    ["https://api.linkedin.com/rest/images?action=initializeUpload", "images.initializeUpload"],
    ["https://api.linkedin.com/rest/documents?action=initializeUpload", "documents.initializeUpload"],
    ["https://api.linkedin.com/rest/socialActions/urn%3Ali%3Ashare%3A7123/comments", "socialActions.comments"],
    ["https://www.linkedin.com/dms-uploads/sp/v2/D4E10AQ/upload?ca=vector&cn=uploads", "upload"],
    ["https://api.linkedin.com/rest/posts?action=<script>", "posts"],
  ])("%s -> %s", (url, label) => {
    expect(linkedinEndpoint(new URL(url), API)).toBe(label);
  });
});
