import { Globe, Monitor, Smartphone } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Avatar } from "@/components/ui/avatar";
import type { Media } from "@contracts/media/schemas";
import { hashtagRanges } from "@shared/post-text/little-text";
import { cn } from "@/lib/utils";
import { useDraftField, type DraftStore } from "../draft-store";
import { FOLD_LINES, foldCut, foldKnownWithoutLayout, foldsByLines } from "../preview-fold";
import { previewColumnWidth, rememberPreviewColumn } from "../preview-column";
import { PreviewMedia } from "./preview-media";
import { refuseServerRender } from "@/lib/app/server-refusal";

export type PreviewWidth = "desktop" | "mobile";

// The feed's own text metrics (LinkedIn's system font stack, 14/20 px) and card widths: where the feed folds a
// post after three lines depends on them, so the fold is measured, never guessed from a character count.
const FEED_FONT =
  "-apple-system, system-ui, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', 'Fira Sans', Ubuntu, Oxygen, 'Oxygen Sans', Cantarell, 'Droid Sans', 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Lucida Grande', Helvetica, Arial, sans-serif";
const CARD_WIDTH: Record<PreviewWidth, number> = { desktop: 555, mobile: 375 };
const LINE_HEIGHT = 20;

/** The text with hashtags as LinkedIn shows them (links in the brand colour): the ones the publisher keeps. */
function withHashtags(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const [start, end] of hashtagRanges(text)) {
    out.push(text.slice(last, start));
    out.push(
      <span key={start} className="font-semibold text-[#0a66c2] dark:text-[#71b7fb]">
        {text.slice(start, end)}
      </span>,
    );
    last = end;
  }
  out.push(text.slice(last));
  return out;
}

export interface PreviewAuthor {
  name: string;
  headline: string | null;
  image: string | null;
  initials: string;
}

/**
 * The post as the LinkedIn feed shows it, at desktop or mobile width, folded after three lines ("…see more"). Only
 * its text follows the keystrokes (`PreviewText`); the card around it does not re-render.
 */
export function PostPreview({
  draft,
  author,
  media = [],
}: {
  draft: DraftStore;
  author: PreviewAuthor;
  media?: Media[];
}) {
  const { t } = useTranslation();
  const documentTitle = useDraftField(draft, (d) => d.documentTitle ?? null);
  // a phone shows the mobile feed first; each card keeps its real width so that its fold is true, and is scaled down
  // as a picture when its column is narrower (FitWidth). The server renders it for the column this browser last
  // measured (preview-column.ts).
  const [serverColumn] = useState(serverPreviewColumn);
  const [width, setWidth] = useState<PreviewWidth>(() =>
    serverColumn !== null
      ? cardFor(serverColumn)
      : typeof window !== "undefined" && window.innerWidth < 640
        ? "mobile"
        : "desktop",
  );
  // until the writer picks one: the mobile card when the column is narrower than the desktop card (scaled, its text
  // would be too small to read), else the desktop one
  const [picked, setPicked] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = sectionRef.current;
    if (!el) return;
    const choose = () => {
      rememberPreviewColumn(el.clientWidth);
      if (!picked) setWidth(cardFor(el.clientWidth));
    };
    choose();
    const observer = new ResizeObserver(choose);
    observer.observe(el);
    return () => observer.disconnect();
  }, [picked]);

  return (
    <section ref={sectionRef} aria-labelledby="preview-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="preview-title" className="text-sm font-semibold">
          {t("editor.preview.title")}
        </h2>
        <div role="group" aria-label={t("editor.preview.width")} className="flex rounded-md border p-0.5">
          {(["desktop", "mobile"] as const).map((w) => {
            const Icon = w === "desktop" ? Monitor : Smartphone;
            return (
              <button
                key={w}
                type="button"
                aria-pressed={width === w}
                onClick={() => {
                  setPicked(true);
                  setWidth(w);
                }}
                className={cn(
                  "inline-flex h-7 items-center gap-1 rounded px-2 text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  width === w ? "bg-secondary font-medium" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon aria-hidden className="size-3.5" />
                {t(`editor.preview.${w}`)}
              </button>
            );
          })}
        </div>
      </div>
      <FitWidth width={CARD_WIDTH[width]} column={serverColumn}>
        <FeedPost author={author} width={width} testId="post-preview">
          <PreviewText draft={draft} />
          <PreviewMedia media={media} documentTitle={documentTitle} />
        </FeedPost>
      </FitWidth>
    </section>
  );
}

const cardFor = (column: number): PreviewWidth => (column < CARD_WIDTH.desktop ? "mobile" : "desktop");

/**
 * In the server's render: the preview column's width this browser last measured. The preview is not rendered
 * without it (the card and its scale would change once the app measures the column).
 */
function serverPreviewColumn(): number | null {
  if (typeof document !== "undefined") return null;
  const column = previewColumnWidth();
  if (column === null) refuseServerRender("the preview's column width is unknown");
  return column;
}

/**
 * Its child laid out at `width` (the feed card's real width: the text wraps and folds where LinkedIn's does) and,
 * in a narrower column, scaled down to the column's width with a CSS transform, which changes how it looks and not
 * how it is laid out; the frame takes the scaled height once measured (the server's markup, which measures nothing,
 * leaves it as tall as the unscaled card). No sideways scrolling, nothing cut off.
 */
function FitWidth({ width, column, children }: { width: number; column: number | null; children: ReactNode }) {
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ available: column ?? width, height: 0 });
  useLayoutEffect(() => {
    const outer = outerRef.current;
    const inner = innerRef.current;
    if (!outer || !inner) return;
    const measure = () =>
      setBox((b) =>
        b.available === outer.clientWidth && b.height === inner.offsetHeight
          ? b
          : { available: outer.clientWidth, height: inner.offsetHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  const scale = box.available > 0 ? Math.min(1, box.available / width) : 1;
  return (
    <div
      ref={outerRef}
      data-testid="preview-frame"
      data-scale={scale.toFixed(3)}
      style={{ height: scale < 1 && box.height > 0 ? Math.ceil(box.height * scale) : undefined }}
      className="min-w-0 overflow-hidden"
    >
      <div
        ref={innerRef}
        style={{
          width,
          transform: scale < 1 ? `scale(${scale})` : undefined,
          transformOrigin: "top left",
        }}
        className={scale < 1 ? undefined : "mx-auto"}
      >
        {children}
      </div>
    </div>
  );
}

/** The feed's card around a post: the author, then the text and media given as children. */
export function FeedPost({
  author,
  width,
  testId,
  className,
  children,
}: {
  author: PreviewAuthor;
  width: PreviewWidth;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article
      data-testid={testId}
      data-width={width}
      style={{ width: CARD_WIDTH[width], fontFamily: FEED_FONT }}
      className={cn(
        "mx-auto rounded-lg border bg-white text-[rgba(0,0,0,0.9)] shadow-xs dark:bg-[#1b1f23] dark:text-[rgba(255,255,255,0.9)]",
        className,
      )}
    >
      <header className="flex items-start gap-2 px-4 pt-3">
        <Avatar src={author.image} initials={author.initials} className="size-12 text-sm" />
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold">{author.name}</span>
          {author.headline ? (
            <span className="truncate text-xs text-[rgba(0,0,0,0.6)] dark:text-[rgba(255,255,255,0.6)]">
              {author.headline}
            </span>
          ) : null}
          <span className="flex items-center gap-1 text-xs text-[rgba(0,0,0,0.6)] dark:text-[rgba(255,255,255,0.6)]">
            {t("editor.preview.now")} · <Globe aria-label={t("editor.preview.public")} className="size-3" />
          </span>
        </div>
      </header>
      {children}
    </article>
  );
}

/**
 * The post's text with its fold. Folded, only a prefix is laid out (`foldCut`): the rest stays in the DOM, unrendered.
 * The fold is read from the laid-out text's own height (a ResizeObserver, after the browser's layout, so no
 * keystroke forces one); it changes only when the line count crosses three, and then in the same frame (flushSync,
 * before the paint). A prefix that fits in three lines while text follows (only zero-width characters do that) is
 * laid out whole instead, to measure the real fold.
 */
function PreviewText({ draft }: { draft: DraftStore }) {
  // the server cannot measure where the text folds: it renders only a fold known without laying the text out
  if (typeof document === "undefined" && !foldKnownWithoutLayout(draft.value.body)) {
    refuseServerRender("the preview's fold needs the browser's layout");
  }
  const text = useMemo<LiveText>(
    () => ({ get: () => draft.value.body, subscribe: (listener) => draft.subscribe(listener) }),
    [draft],
  );
  return <FeedText text={text} />;
}

/** A text that changes under its reader (the draft being typed): read with `get`, told of each change. */
export interface LiveText {
  get(): string;
  subscribe(listener: () => void): () => void;
}

const fixedText = (text: string): LiveText => ({ get: () => text, subscribe: () => () => {} });

/**
 * A post's text as the feed shows it, folded after three lines (see PreviewText); `empty` stands in for no text.
 * Given a live text, it re-renders only when what it lays out changes: typing in the folded-away part updates the
 * hidden rest outside React's render.
 */
export function FeedText({ text: given, empty }: { text: string | LiveText; empty?: ReactNode }) {
  const { t } = useTranslation();
  const source = useMemo(() => (typeof given === "string" ? fixedText(given) : given), [given]);
  const [expanded, setExpanded] = useState(false);
  /**
   * The laid-out text is taller than three lines (the last measure; before any, whether it has more lines than that,
   * so that the server's render, which measures nothing, shows the fold the browser will).
   */
  const [over, setOver] = useState(() => foldsByLines(source.get()));
  /** A prefix measured to fit in three lines: that text is laid out whole. */
  const [fittingPrefix, setFittingPrefix] = useState<string | null>(null);
  const fold = (text: string) => {
    const { cut, surelyFolds } = foldCut(text);
    const prefix = text.slice(0, cut);
    const whole = expanded || cut === text.length || fittingPrefix === prefix || (!surelyFolds && !over);
    return { cut, surelyFolds, prefix, whole };
  };
  // what is laid out: the whole text, or its prefix (then the rest follows in the hidden tail)
  const layOut = () => {
    const text = source.get();
    const f = fold(text);
    return f.whole ? text : f.prefix;
  };
  const laidOutText = useSyncExternalStore(source.subscribe, layOut, layOut);
  const text = source.get();
  const { cut, surelyFolds, prefix, whole } = fold(text);
  const folds = whole ? over : surelyFolds || over;
  const textRef = useRef<HTMLDivElement>(null);
  const tailRef = useRef<HTMLSpanElement>(null);
  const laidOut = useRef({ whole, prefix, cut });
  useLayoutEffect(() => {
    laidOut.current = { whole, prefix, cut };
    if (tailRef.current) tailRef.current.textContent = source.get().slice(cut);
  });
  useLayoutEffect(
    () =>
      source.subscribe(() => {
        if (tailRef.current) tailRef.current.textContent = source.get().slice(laidOut.current.cut);
      }),
    [source],
  );

  useEffect(() => {
    const el = textRef.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
      const isOver = height > LINE_HEIGHT * FOLD_LINES + 1;
      const shown = laidOut.current;
      flushSync(() => {
        setOver(isOver);
        if (!shown.whole && !isOver) setFittingPrefix(shown.prefix);
      });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="px-4 pt-2 pb-3 text-sm">
      <div
        data-testid="preview-text"
        style={{ lineHeight: `${LINE_HEIGHT}px`, maxHeight: expanded ? undefined : LINE_HEIGHT * FOLD_LINES }}
        className="overflow-hidden break-words whitespace-pre-wrap"
      >
        <div ref={textRef}>
          {!text ? (
            (empty ?? <span className="opacity-60">{t("editor.preview.empty")}</span>)
          ) : whole ? (
            withHashtags(laidOutText)
          ) : (
            <>
              {withHashtags(laidOutText)}
              <span hidden ref={tailRef} />
            </>
          )}
        </div>
      </div>
      {folds ? (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          className="mt-0.5 block w-full text-right text-sm text-[rgba(0,0,0,0.6)] outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:text-[rgba(255,255,255,0.6)]"
        >
          {expanded ? t("editor.preview.seeLess") : t("editor.preview.seeMore")}
        </button>
      ) : null}
    </div>
  );
}
