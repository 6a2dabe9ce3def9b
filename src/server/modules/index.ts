import { accountModule } from "./account";
import { accountDataModule } from "./account-data";
import { accountEmailModule } from "./account-email";
import { accountDeletionModule } from "./account-deletion";
import { accountSessionsModule } from "./account-sessions";
import { accountSignInModule } from "./account-sign-in";
import { aiConnectionModule } from "./ai-connection";
import { calendarModule } from "./calendar";
import { carouselsModule } from "./carousels";
import { generationModule } from "./generation";
import { linkedinModule } from "./linkedin";
import { mediaModule } from "./media";
import { notesModule } from "./notes";
import { notificationsModule } from "./notifications";
import { planningModule } from "./planning";
import { postsModule } from "./posts";
import { profileModule } from "./profile";
import { promptsModule } from "./prompts";
import { publishingModule } from "./publishing";
import { inspirationsModule } from "./inspirations";
import { savedPostsModule } from "./saved-posts";
import { schedulingModule } from "./scheduling";
import { searchModule } from "./search";
import { strategyModule } from "./strategy";
import { systemModule } from "./system";

/**
 * Every module behind the session middleware (the auth module is mounted before it: `./auth`). compose() builds
 * their services, app.ts mounts their routes in this order (a path two routers could match goes to the first), the
 * job runner polls their workers.
 */
export const MODULES = [
  systemModule,
  accountModule,
  accountDataModule,
  accountDeletionModule,
  accountSessionsModule,
  accountEmailModule,
  accountSignInModule,
  strategyModule,
  profileModule,
  postsModule,
  publishingModule,
  schedulingModule,
  calendarModule,
  planningModule,
  notesModule,
  savedPostsModule,
  inspirationsModule,
  carouselsModule,
  promptsModule,
  mediaModule,
  searchModule,
  linkedinModule,
  notificationsModule,
  generationModule,
  aiConnectionModule,
] as const;
