// The signed-in user's workspace bench/web measures the tools in: a realistic amount of data, written through the
// app's API (the upload API for the images). The statuses only the publish worker sets (scheduled this month,
// published, failed, needs_check) need a LinkedIn connection and a worker's run: they are set in SQL afterwards.
import pg from "pg";
import sharp from "sharp";
import { POST_PATHS } from "../../src/contracts/posts/paths";
import { NOTE_PATHS } from "../../src/contracts/notes/paths";
import { MEDIA_PATHS } from "../../src/contracts/media/paths";
import { STRATEGY_PATHS } from "../../src/contracts/strategy/paths";
import { SCHEDULING_PATHS } from "../../src/contracts/scheduling/paths";
import { PROFILE_PATHS } from "../../src/contracts/profile/paths";
import { CAROUSEL_PATHS } from "../../src/contracts/carousels/paths";
import { DEFAULT_CAROUSEL_THEME } from "../../src/contracts/carousels/carousel";
import { SAVED_POST_PATHS } from "../../src/contracts/saved-posts/paths";
import { INSPIRATION_PATHS } from "../../src/contracts/inspirations/paths";

/** What the issue asks the bench's user to have (issue 30). */
export const SEED = { posts: 200, notes: 50, media: 20, carousels: 3, savedPosts: 30 } as const;
/** Inspirations marked as favourites (ids of src/shared/inspirations). */
const FAVOURITES = ["hook-costly-mistake", "post-myth-truth-proof", "end-save-for-later", "end-your-turn"];
const PILLARS = ["Lessons learned", "Product", "Hiring", "Industry trends"];
const SLOTS = [1, 2, 3, 4, 5].flatMap((weekday) => ["08:30", "12:00"].map((time) => ({ weekday, time })));
/** Of the 200 posts, by index: every 10th scheduled this month, every 10th (+1) published, a few failed or to check. */
const workerStatus = (i: number) =>
  i % 10 === 0
    ? "scheduled"
    : i % 10 === 1
      ? "published"
      : i % 25 === 2
        ? "failed"
        : i % 25 === 3
          ? "needs_check"
          : null;

const WORDS = ["onboarding", "pricing", "remote work", "hiring", "customer calls", "roadmaps", "burnout", "demos"];
/** A post of a few hundred characters, different for each index. */
const postBody = (i: number) =>
  `Post ${i + 1}: what ${WORDS[i % WORDS.length]} taught us this quarter.\n\n` +
  `Three things we changed after ${WORDS[(i + 3) % WORDS.length]} went wrong:\n` +
  `1. We wrote it down first.\n2. We asked the people who do the work.\n3. We measured before and after.\n\n` +
  `What would you add? #${WORDS[(i + 5) % WORDS.length].replace(/\s/g, "")}`;

/** Where the app is, and the Origin its CSRF check expects (its APP_URL: the same unless told). */
interface Target {
  base: string;
  origin: string;
}

async function api({ base, origin }: Target, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { cookie, origin, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`seed: ${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as unknown;
}

/** A small real image (a PNG of a colour gradient, 320 x 200), different for each index. */
async function image(i: number): Promise<Blob> {
  const width = 320;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x + i * 37) % 256;
      pixels[at + 1] = (y + i * 53) % 256;
      pixels[at + 2] = (i * 97) % 256;
    }
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

/**
 * Fills the signed-in user's workspace; `databaseUrl` reaches the app's Postgres for the worker-only statuses,
 * `appUrl` is the Origin the app expects when it is not `base` (bench:api's server).
 */
export async function seedWorkspace(base: string, cookie: string, databaseUrl: string, appUrl = base): Promise<void> {
  const app: Target = { base, origin: appUrl };
  const created = (await api(app, cookie, "POST", STRATEGY_PATHS.createStrategy.path, {
    name: "Bench strategy",
    pillars: PILLARS.map((name) => ({ name })),
  })) as { strategy: { pillars: { id: string }[] } };
  const pillarIds = created.strategy.pillars.map((p) => p.id);
  // slots are kept in the user's time zone
  await api(app, cookie, "PATCH", PROFILE_PATHS.updateProfile.path, { timeZone: "Europe/Paris" });
  await api(app, cookie, "PUT", SCHEDULING_PATHS.replacePostingSlots.path, { slots: SLOTS });

  for (let i = 0; i < SEED.media; i++) {
    const form = new FormData();
    form.append("file", await image(i), `bench-image-${i + 1}.png`);
    const res = await fetch(base + MEDIA_PATHS.uploadMedia.path, {
      method: "POST",
      headers: { cookie, origin: appUrl },
      body: form,
    });
    if (!res.ok) throw new Error(`seed: upload answered ${res.status}: ${await res.text()}`);
  }

  for (let i = 0; i < SEED.notes; i++)
    await api(app, cookie, "POST", NOTE_PATHS.createNote.path, {
      body: `Note ${i + 1}: an idea about ${WORDS[i % WORDS.length]}, heard in a call with a customer.`,
      tags: [WORDS[i % WORDS.length].replace(/\s/g, "-"), i % 2 ? "later" : "soon"],
      pillarId: pillarIds[i % pillarIds.length],
      pinned: i < 3,
    });

  for (let i = 0; i < SEED.carousels; i++)
    await api(app, cookie, "POST", CAROUSEL_PATHS.createCarousel.path, {
      name: `Carousel ${i + 1}: ${WORDS[i % WORDS.length]} in five slides`,
      pillarId: pillarIds[i % pillarIds.length],
      design: {
        theme: DEFAULT_CAROUSEL_THEME,
        author: { name: "Bench Author", handle: "@bench" },
        slides: [
          { layout: "cover", title: `Five lessons about ${WORDS[i % WORDS.length]}`, subtitle: "From this quarter" },
          { layout: "text", heading: "Why it matters", body: "We wrote it down first, then **measured** it." },
          { layout: "list", heading: "What we changed", items: ["Wrote it down", "Asked the team", "Measured"] },
          { layout: "quote", quote: "Done is better than perfect.", attribution: "A customer" },
          { layout: "cta", title: "Follow for more", action: "Save this post" },
        ],
      },
    });

  for (let i = 0; i < SEED.savedPosts; i++)
    await api(app, cookie, "POST", SAVED_POST_PATHS.createSavedPost.path, {
      sourceUrl: i % 3 === 2 ? null : `https://example.com/saved/${i + 1}`,
      text: postBody(i + 500),
      authorName: `Author ${(i % 7) + 1}`,
      hookPattern: i % 2 ? "A number in the first line" : "",
      format: ["story", "list", "how-to"][i % 3],
      angle: "",
      whySaved: i % 4 === 0 ? "The hook made me stop scrolling" : "",
      tags: [WORDS[i % WORDS.length].replace(/\s/g, "-")],
      pillarId: i % 4 === 3 ? null : pillarIds[i % pillarIds.length],
      figures: i % 5 === 0 ? `${(i + 1) * 40} reactions` : "",
    });

  for (const patternId of FAVOURITES)
    await api(app, cookie, "PUT", INSPIRATION_PATHS.addInspirationFavourite.path.replace("{patternId}", patternId));

  const worker: { id: string; status: string; at: Date }[] = [];
  const now = Date.now();
  const monthStart = new Date(new Date(now).getFullYear(), new Date(now).getMonth(), 1).getTime();
  for (let i = 0; i < SEED.posts; i++) {
    const { post } = (await api(app, cookie, "POST", POST_PATHS.createPost.path, {
      body: postBody(i),
      pillarId: i % 5 === 4 ? null : pillarIds[i % pillarIds.length],
      status: i % 3 === 0 ? "idea" : "draft",
    })) as { post: { id: string } };
    const status = workerStatus(i);
    if (!status) continue;
    // scheduled: from two hours ahead, one every 3 hours (this month's last days, then on); the others earlier this
    // month, one every 4 hours
    const at =
      status === "scheduled"
        ? new Date(now + 2 * 3600_000 + worker.length * 3 * 3600_000)
        : new Date(Math.min(now - 3600_000, monthStart + 3600_000 + worker.length * 4 * 3600_000));
    worker.push({ id: post.id, status, at });
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    for (const { id, status, at } of worker)
      await pool.query(
        `UPDATE posts SET status = $2, scheduled_at = $3,
           published_at = CASE WHEN $2 = 'published' THEN $3::timestamptz END,
           publish_error = CASE WHEN $2 = 'failed' THEN 'RECONNECT_NEEDED' END,
           publish_unconfirmed_at = CASE WHEN $2 = 'needs_check' THEN $3::timestamptz END
         WHERE id = $1`,
        [id, status, at],
      );
  } finally {
    await pool.end();
  }
}
