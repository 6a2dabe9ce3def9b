import type { Actor } from "../../lib/actor";
import type { MediaService } from "./service";

/** GET /api/media/storage's body: its route and the Library's Media tab (its first data) answer it alike. */
export const storageAnswer = async (media: MediaService, actor: Actor) => ({ storage: await media.storage(actor) });
