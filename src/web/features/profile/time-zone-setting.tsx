import { useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { isTimeZone } from "@contracts/time-zone";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { browserTimeZone } from "@/entities/profile/me";
import { toast } from "@/lib/ui/use-toast";
import { useUpdateProfile } from "@/entities/profile/api";

/** Every zone the browser knows (UTC is an alias some browsers leave out), plus the user's own if missing. */
function zoneList(current: string | null): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC", "Europe/Paris"];
  const all = new Set(["UTC", ...known]);
  if (current) all.add(current);
  return [...all].sort();
}

/** "GMT+1" (the zone's offset now), shown beside its name. */
function offsetOf(zone: string, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts();
    return parts.find((p) => p.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

/**
 * The user's IANA time zone (the scheduler and the posting slots use it): a searchable list of the zones (an input
 * with a datalist: type "Paris", pick, save), saved on its own beside the profile.
 */
export function TimeZoneSetting({ timeZone }: { timeZone: string | null }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const [value, setValue] = useState(timeZone ?? "");
  const [problem, setProblem] = useState(false);
  const locale = i18n.resolvedLanguage ?? "en";
  const zones = useMemo(
    () => zoneList(timeZone).map((z) => ({ zone: z, offset: offsetOf(z, locale) })),
    [timeZone, locale],
  );
  const detected = browserTimeZone();

  const save = async (zone: string) => {
    const next = zone.trim();
    if (!isTimeZone(next)) {
      setProblem(true);
      return;
    }
    setProblem(false);
    try {
      const profile = await update.mutateAsync({ timeZone: next });
      setValue(profile.timeZone ?? "");
      toast({ title: t("profile.timeZone.saved", { zone: profile.timeZone }) });
    } catch {
      // the mutation said why
    }
  };

  return (
    <section
      aria-labelledby="time-zone-heading"
      className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-xs"
    >
      <div className="flex flex-col gap-1">
        <h2 id="time-zone-heading" className="text-lg font-semibold tracking-tight">
          {t("profile.timeZone.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("profile.timeZone.description")}</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void save(value);
        }}
      >
        <div className="grid min-w-0 flex-1 gap-2">
          <Label htmlFor="profile-time-zone">{t("profile.timeZone.label")}</Label>
          <Input
            id="profile-time-zone"
            list="profile-time-zone-list"
            autoComplete="off"
            spellCheck={false}
            placeholder={t("profile.timeZone.search")}
            value={value}
            aria-invalid={problem}
            aria-describedby={problem ? "profile-time-zone-error" : "profile-time-zone-hint"}
            onChange={(e) => {
              setValue(e.target.value);
              setProblem(false);
            }}
          />
          <datalist id="profile-time-zone-list">
            {zones.map(({ zone, offset }) => (
              <option key={zone} value={zone}>
                {offset}
              </option>
            ))}
          </datalist>
        </div>
        <Button type="submit" busy={update.isPending} disabled={value.trim() === (timeZone ?? "")}>
          {t("profile.timeZone.save")}
        </Button>
      </form>
      {problem ? (
        <p id="profile-time-zone-error" role="alert" className="text-sm font-medium text-destructive">
          {t("profile.validation.timeZoneInvalid")}
        </p>
      ) : (
        <p id="profile-time-zone-hint" className="text-sm text-muted-foreground">
          {timeZone ? t("profile.timeZone.current", { zone: timeZone }) : t("profile.timeZone.notSet")}
        </p>
      )}
      {detected && detected !== timeZone ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => void save(detected)}>
          {t("profile.timeZone.useBrowser", { zone: detected })}
        </Button>
      ) : null}
    </section>
  );
}
