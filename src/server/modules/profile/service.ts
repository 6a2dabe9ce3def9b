import { LINKEDIN_PROVIDER_ID } from "../../../contracts/auth/constants";
import { PROFILE_LIMITS, type Profile, type UpdateProfileInput } from "../../../contracts/profile/schemas";
import { withUser, type Database } from "../../db/client";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { Auth } from "../auth/auth";
import { detectImageType } from "../../../contracts/profile/image-type";
import { linkedInProfileFill } from "../../integrations/linkedin/profile";
import * as q from "./queries";
import { toUserFields } from "./user-fields";
import type { Actor } from "../../lib/actor";

const toProfile = (row: q.ProfileRow): Profile => toUserFields(row);

export interface ProfileServiceDeps {
  database: Database;
  storage: FileStorage;
  auth: Auth;
  /** Told about clean-up deletes that failed (the request itself still succeeds or fails on its own). */
  logger?: Pick<Logger, "warn">;
}

export function profileService({ database, storage, auth, logger }: ProfileServiceDeps) {
  /** Removes a file no longer referenced; a failure leaves an orphan file behind, never a failed request. */
  const discard = (key: string) =>
    storage
      .delete(key)
      .catch((err: unknown) =>
        logger?.warn({ key, err: { message: (err as Error).message } }, "could not delete a stored file"),
      );

  const load = async (db: Parameters<typeof q.findProfile>[0], userId: string) => {
    const row = await q.findProfile(db, userId);
    if (!row) throw new AppError({ code: "NOT_FOUND", message: "User not found" });
    return row;
  };

  return {
    /**
     * A read (no transaction, no write connection held: the profile is read on every page), and a write only when
     * LinkedIn's profile has something to fill in.
     */
    async get(actor: Actor): Promise<Profile> {
      const read = await withUser(database, actor, (db) => load(db, actor.userId), { readOnly: true });
      if (Object.keys(linkedInProfileFill(read, read.li)).length === 0) return toProfile(read);
      return withUser(database, actor, async (db) => {
        const row = await load(db, actor.userId);
        const sync = linkedInProfileFill(row, row.li);
        if (Object.keys(sync).length === 0) return toProfile(row);
        await q.updateProfile(db, actor.userId, sync);
        return toProfile(await load(db, actor.userId));
      });
    },

    /** Writes the supplied fields; users.full_name and users.name follow the first and last name. */
    async update(actor: Actor, input: UpdateProfileInput): Promise<Profile> {
      return withUser(database, actor, async (db) => {
        const row = await load(db, actor.userId);
        const set: q.ProfileUpdate = {};
        if (input.firstName !== undefined) set.firstName = input.firstName;
        if (input.lastName !== undefined) set.lastName = input.lastName;
        if (set.firstName !== undefined || set.lastName !== undefined) {
          const full = `${set.firstName ?? row.firstName} ${set.lastName ?? row.lastName}`.trim();
          set.fullName = full;
          set.name = full;
        }
        if (input.linkedin !== undefined) set.linkedin = input.linkedin || null;
        if (input.headline !== undefined) set.headline = input.headline || null;
        if (input.language !== undefined) set.language = input.language;
        if (input.timeZone !== undefined) set.timeZone = input.timeZone;
        if (Object.keys(set).length) await q.updateProfile(db, actor.userId, set);
        return toProfile(await load(db, actor.userId));
      });
    },

    /** Stores a real image (checked by its bytes) at avatars/{userId}/{timestamp}.{ext}; removes the old one. */
    async uploadAvatar(actor: Actor, bytes: Uint8Array): Promise<Profile> {
      if (bytes.byteLength > PROFILE_LIMITS.avatarMaxBytes) throw new AppError({ code: "AVATAR_TOO_LARGE" });
      const type = detectImageType(bytes);
      if (!type) throw new AppError({ code: "AVATAR_TYPE" });
      const key = `avatars/${actor.userId}/${Date.now()}.${type.ext}`;
      await storage.put(key, bytes, type.contentType);
      let previous: string | null = null;
      const profile = await withUser(database, actor, async (db) => {
        previous = (await load(db, actor.userId)).image;
        await q.updateProfile(db, actor.userId, { image: storage.publicUrl(key) });
        return toProfile(await load(db, actor.userId));
      }).catch(async (err) => {
        await discard(key);
        throw err;
      });
      const oldKey = previous ? storage.keyOf(previous) : null;
      if (oldKey && oldKey !== key && oldKey.startsWith(`avatars/${actor.userId}/`)) await discard(oldKey);
      return profile;
    },

    /**
     * Shows initials instead of a photo: the photo's URL is cleared, and a photo uploaded here is deleted. The stored
     * LinkedIn picture is forgotten too, or the next read would fill the photo back from it.
     */
    async removeAvatar(actor: Actor): Promise<Profile> {
      let previous: string | null = null;
      const profile = await withUser(database, actor, async (db) => {
        previous = (await load(db, actor.userId)).image;
        if (previous !== null) await q.updateProfile(db, actor.userId, { image: null });
        await q.forgetLinkedInPicture(db, actor.userId);
        return toProfile(await load(db, actor.userId));
      });
      const oldKey = previous ? storage.keyOf(previous) : null;
      if (oldKey?.startsWith(`avatars/${actor.userId}/`)) await discard(oldKey);
      return profile;
    },

    /**
     * Refreshes the LinkedIn access token with the stored (encrypted) refresh token through better-auth's
     * server API; the tokens stay in the database and never reach the client.
     */
    async refreshProviderToken(actor: Actor): Promise<{ refreshed: true; expiresAt: string | null }> {
      const accountId = await q.providerAccountWithRefreshToken(database.db, actor.userId, LINKEDIN_PROVIDER_ID);
      if (!accountId) throw new AppError({ code: "NO_PROVIDER_REFRESH_TOKEN" });
      try {
        const result = await auth.api.refreshToken({ body: { accountId, userId: actor.userId } });
        const expires = result.accessTokenExpiresAt ? new Date(result.accessTokenExpiresAt) : null;
        return {
          refreshed: true,
          expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires.toISOString() : null,
        };
      } catch {
        throw new AppError({ code: "PROVIDER_REFRESH_FAILED" });
      }
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
