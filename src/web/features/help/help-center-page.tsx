import { MessageCircle } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Page } from "@/components/layout/page";
import { modKey } from "@/components/ui/sidebar";
import { Button } from "@/components/ui/button";
import { openChatWidget } from "@/lib/app/chat-widget";
import { useClientConfig } from "@/lib/app/client-config";
import { LinkedInAccountsSummary } from "@/features/linkedin/linkedin-accounts-summary";

const FAQ = ["generate", "scheduling", "slots", "failures", "linkedin", "language", "theme", "data"] as const;

export function HelpCenterPage() {
  const { t } = useTranslation();
  const mod = modKey();
  const { data: config } = useClientConfig();
  const shortcuts = [
    { keys: [mod === "⌘" ? "⌘" : "Ctrl", "K"], label: t("help.shortcuts.search") },
    { keys: [mod === "⌘" ? "⌘" : "Ctrl", "B"], label: t("help.shortcuts.sidebar") },
    { keys: [mod === "⌘" ? "⌘" : "Ctrl", "B"], label: t("help.shortcuts.bold") },
    { keys: [mod === "⌘" ? "⌘" : "Ctrl", "I"], label: t("help.shortcuts.italic") },
    { keys: ["N"], label: t("help.shortcuts.newNote") },
    { keys: ["/"], label: t("help.shortcuts.searchNotes") },
    { keys: ["F8"], label: t("help.shortcuts.notifications") },
    { keys: ["Tab"], label: t("help.shortcuts.skip") },
  ];
  return (
    <Page title={t("help.title")} description={t(config?.chatWidget ? "help.descriptionWithChat" : "help.description")}>
      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="help-faq" className="flex flex-col gap-3 lg:col-span-3">
          <h2 id="help-faq" className="text-base font-semibold">
            {t("help.faq.title")}
          </h2>
          <div className="divide-y rounded-xl border bg-card shadow-xs">
            {FAQ.map((key) => (
              <details key={key} className="group p-4 [&_summary::-webkit-details-marker]:hidden">
                <summary className="flex cursor-pointer items-center justify-between gap-4 rounded-sm text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                  {t(`help.faq.${key}.q`)}
                  <span aria-hidden="true" className="text-muted-foreground transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="mt-2 text-sm text-muted-foreground">{t(`help.faq.${key}.a`)}</p>
                {/* this user's own state, from the same reads and words as Settings > Account */}
                {key === "linkedin" ? (
                  <div className="mt-3">
                    <LinkedInAccountsSummary />
                  </div>
                ) : null}
              </details>
            ))}
          </div>
        </section>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <section aria-labelledby="help-shortcuts" className="flex flex-col gap-3">
            <h2 id="help-shortcuts" className="text-base font-semibold">
              {t("help.shortcuts.title")}
            </h2>
            <ul className="divide-y rounded-xl border bg-card text-sm shadow-xs">
              {shortcuts.map((s) => (
                <li key={s.label} className="flex items-center justify-between gap-3 px-4 py-3">
                  <span className="text-muted-foreground">{s.label}</span>
                  <span className="flex gap-1">
                    {s.keys.map((k) => (
                      <kbd key={k} className="rounded border bg-muted px-1.5 py-0.5 font-sans text-xs font-medium">
                        {k}
                      </kbd>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {config?.chatWidget ? (
            <section
              aria-labelledby="help-contact"
              className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
            >
              <h2 id="help-contact" className="text-base font-semibold">
                {t("help.contact.title")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("help.contact.description")}</p>
              <Button variant="outline" size="sm" className="self-start" onClick={() => openChatWidget()}>
                <MessageCircle aria-hidden="true" />
                {t("help.contact.open")}
              </Button>
            </section>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
