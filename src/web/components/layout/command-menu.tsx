import { useNavigate } from "@tanstack/react-router";
import { ArrowRight, ChevronRight, Laptop, Moon, Sun, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from "@/components/ui/command";
import { useTheme, type Theme } from "@/lib/theme";
import { NAV_GROUPS } from "./nav-data";

const THEME_ITEMS: { value: Theme; icon: typeof Sun }[] = [
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
  { value: "system", icon: Laptop },
];

/** SPEC §2 command palette: every navigation item (settings and profile included) and the theme group. */
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
        <CommandInput placeholder={t("shell.search.placeholder")} aria-label={t("shell.search.placeholder")} />
        <CommandList>
          <CommandEmpty>{t("shell.search.empty")}</CommandEmpty>
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
