import { Bookmark } from "lucide-react";
import { useEffect, useRef } from "react";
import { bookmarkletCode } from "@shared/saved-posts/bookmarklet";
import { buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Input } from "@/components/ui/input";
import { appOrigin } from "@/lib/app/app-origin";
import { useTranslation } from "@/lib/i18n/use-translation";

const STEPS = [0, 1, 2] as const;

/** The bookmarklet to drag to the bookmarks bar, how to install it, and its code to paste by hand. */
export function BookmarkletPanel() {
  const { t } = useTranslation();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const code = bookmarkletCode(appOrigin());

  // React refuses `javascript:` in href (rightly, for data): this one is the app's own code, set once
  useEffect(() => {
    linkRef.current?.setAttribute("href", code);
  }, [code]);

  return (
    <section
      aria-labelledby="saved-posts-bookmarklet-heading"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <h2 id="saved-posts-bookmarklet-heading" className="text-base font-semibold">
        {t("savedPosts.bookmarklet.heading")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("savedPosts.bookmarklet.intro")}</p>
      <a
        ref={linkRef}
        draggable
        // a click here would only open this page again: dragging is the point
        onClick={(e) => e.preventDefault()}
        className={buttonVariants({ variant: "outline", className: "cursor-grab self-start" })}
      >
        <Bookmark aria-hidden />
        {t("savedPosts.bookmarklet.button")}
      </a>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {STEPS.map((i) => (
          <li key={i}>{t(`savedPosts.bookmarklet.steps.${i}`)}</li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">{t("savedPosts.bookmarklet.privacy")}</p>
      <div className="grid gap-2">
        <Label htmlFor="saved-posts-bookmarklet-code">{t("savedPosts.bookmarklet.codeLabel")}</Label>
        <Input
          id="saved-posts-bookmarklet-code"
          readOnly
          value={code}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
      </div>
    </section>
  );
}
