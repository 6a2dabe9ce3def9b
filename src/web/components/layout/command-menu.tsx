import { useNavigate } from "@tanstack/react-router";
import { ArrowRight, Bookmark, ChevronRight, FileText, Laptop, Moon, NotebookPen, Sun, UserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { highlightParts } from "@contracts/search/rules";
import {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from "@/components/ui/command";
import { useContentSearch } from "@/entities/search/content-search";
import { useTheme, type Theme } from "@/lib/ui/theme";
import { NAV_GROUPS } from "./nav-data";

const THEME_ITEMS: { value: Theme; icon: typeof Sun }[] = [
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
  { value: "system", icon: Laptop },
];

/**
 * SPEC §2 command palette: every navigation item (settings and profile included) and the theme group; beyond the
 * SPEC, posts and notes found by their text (full-text search on the server, matches highlighted).
 */
export function CommandMenu({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (e: Event) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { setTheme } = useTheme();
  const [text, setText] = useState("");
  // a palette opened again starts empty
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setText("");
  }
  const found = useContentSearch(open ? text : "");
  const results = text.trim().length >= 2 ? (found.data ?? []) : [];

  const run = (action: () => void) => {
    onOpenChange(false);
    action();
  };

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("shell.search.title")}
      description={t("shell.search.description")}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Command loop>
        <CommandInput
          placeholder={t("shell.search.placeholder")}
          aria-label={t("shell.search.placeholder")}
          value={text}
          onValueChange={setText}
        />
        <CommandList>
          {/* cmdk counts only the items its own filter keeps: the server's matches (forceMount) are results too */}
          {results.length === 0 ? (
            <CommandEmpty>
              {text.trim().length >= 2 && found.isFetching ? t("shell.search.searching") : t("shell.search.empty")}
            </CommandEmpty>
          ) : null}
          {results.length ? (
            // matched on the server: shown whatever the palette's own filter thinks of the text
            <CommandGroup heading={t("shell.search.content")} forceMount>
              {results.map((r) => {
                const Icon = r.kind === "post" ? FileText : r.kind === "note" ? NotebookPen : Bookmark;
                return (
                  <CommandItem
                    key={r.id}
                    forceMount
                    value={`content ${r.id}`}
                    onSelect={() =>
                      run(() =>
                        r.kind === "post"
                          ? void navigate({ to: "/editor/$postId", params: { postId: r.id } })
                          : r.kind === "note"
                            ? void navigate({ to: "/notes" })
                            : void navigate({ to: "/saved-posts", search: { q: text.trim() } }),
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="text-muted-foreground" />
                    <span className="sr-only">
                      {t(
                        r.kind === "post"
                          ? "shell.search.post"
                          : r.kind === "note"
                            ? "shell.search.note"
                            : "shell.search.savedPost",
                      )}
                      :{" "}
                    </span>
                    <span className="line-clamp-2 min-w-0">
                      {highlightParts(r.snippet).map((p, i) =>
                        p.match ? (
                          <mark key={i} className="rounded-sm bg-brand/20 px-0.5 text-inherit">
                            {p.text}
                          </mark>
                        ) : (
                          <span key={i}>{p.text}</span>
                        ),
                      )}
                    </span>
                  </CommandItem>
                );
              })}
            </CommandGroup>
          ) : null}
          {NAV_GROUPS.map((group) => (
            <CommandGroup key={group.title} heading={t(group.title)}>
              {group.items.flatMap((item) => {
                const entries = [
                  <CommandItem
                    key={item.url}
                    value={`${t(item.title)} ${item.url}`}
                    onSelect={() => run(() => void navigate({ to: item.url }))}
                  >
                    {item.icon ? (
                      <item.icon aria-hidden="true" className="text-muted-foreground" />
                    ) : (
                      <ArrowRight aria-hidden="true" />
                    )}
                    <span>{t(item.title)}</span>
                  </CommandItem>,
                ];
                for (const sub of item.items ?? []) {
                  entries.push(
                    <CommandItem
                      key={sub.url}
                      value={`${t(item.title)} ${t(sub.title)} ${sub.url}`}
                      onSelect={() => run(() => void navigate({ to: sub.url }))}
                    >
                      {sub.icon ? (
                        <sub.icon aria-hidden="true" className="text-muted-foreground" />
                      ) : (
                        <UserRound aria-hidden="true" />
                      )}
                      <span className="text-muted-foreground">{t(item.title)}</span>
                      <ChevronRight aria-hidden="true" className="size-3 text-muted-foreground" />
                      <span>{t(sub.title)}</span>
                    </CommandItem>,
                  );
                }
                return entries;
              })}
            </CommandGroup>
          ))}
          <CommandGroup heading={t("preferences.theme")}>
            {THEME_ITEMS.map(({ value, icon: Icon }) => (
              <CommandItem
                key={value}
                value={`${t("preferences.theme")} ${t(`preferences.themes.${value}`)}`}
                onSelect={() => run(() => setTheme(value))}
              >
                <Icon aria-hidden="true" className="text-muted-foreground" />
                <span>{t(`preferences.themes.${value}`)}</span>
              </CommandItem>
            ))}
          </CommandGroup>
        </CommandList>
      </Command>
    </CommandDialog>
  );
}
