import * as ai from "./ai/endpoints";
import * as calendar from "./calendar/endpoints";
import * as carousels from "./carousels/endpoints";
import * as generation from "./generation/endpoints";
import * as linkedin from "./linkedin/endpoints";
import * as media from "./media/endpoints";
import * as notes from "./notes/endpoints";
import * as notifications from "./notifications/endpoints";
import * as planning from "./planning/endpoints";
import * as posts from "./posts/endpoints";
import * as profile from "./profile/endpoints";
import * as prompts from "./prompts/endpoints";
import * as publishing from "./publishing/endpoints";
import * as savedPosts from "./saved-posts/endpoints";
import * as accountData from "./account-data/endpoints";
import * as accountEmail from "./account-email/endpoints";
import * as accountDeletion from "./account-deletion/endpoints";
import * as accountSignIn from "./account-sign-in/endpoints";
import * as inspirations from "./inspirations/endpoints";
import * as scheduling from "./scheduling/endpoints";
import * as search from "./search/endpoints";
import * as sessions from "./sessions/endpoints";
import * as strategy from "./strategy/endpoints";
import * as system from "./system/endpoints";

/** Every endpoint of the app's own API (better-auth's are documented by better-auth). */
export const ENDPOINTS = {
  ...system,
  ...profile,
  ...sessions,
  ...strategy,
  ...posts,
  ...notes,
  ...savedPosts,
  ...inspirations,
  ...carousels,
  ...media,
  ...search,
  ...linkedin,
  ...publishing,
  ...notifications,
  ...scheduling,
  ...calendar,
  ...generation,
  ...planning,
  ...prompts,
  ...ai,
  ...accountData,
  ...accountEmail,
  ...accountDeletion,
  ...accountSignIn,
};
export type AnyEndpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS];
