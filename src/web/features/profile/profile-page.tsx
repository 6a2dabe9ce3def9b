import { rememberLanguageChosen } from "@/lib/i18n/language-choice";
import { zodResolver } from "@hookform/resolvers/zod";
import { Camera, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/use-translation";
import { AVATAR_TYPES, profileFormSchema, type Profile, type ProfileFormInput } from "@contracts/profile/schemas";
import { Page } from "@/components/layout/page";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Input, selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { getInitials } from "@/lib/session/display-name";
import { useCurrentUser } from "@/entities/profile/me";
import { SUPPORTED_LANGUAGES } from "@/lib/i18n/i18n";
import { messageText } from "@/lib/forms/validation-message";
import { toast } from "@/lib/ui/use-toast";
import { useProfile, useRemoveAvatar, useUpdateProfile, useUploadAvatar } from "@/entities/profile/api";
import { TimeZoneSetting } from "./time-zone-setting";
import { usePendingPhoto } from "./use-pending-photo";
import { LinkedInAccountsSummary } from "@/features/linkedin/linkedin-accounts-summary";

const languageLabel = (code: string) => SUPPORTED_LANGUAGES.find((l) => l.code === code)?.label ?? "English";

/** SPEC §2 Profile: view mode and edit mode. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const timeZone = useCurrentUser().me?.timeZone ?? profile.data?.timeZone ?? null;
  return (
    <Page title={t("profile.title")} description={t("profile.description")} width="narrow">
      {profile.data ? (
        editing ? (
          <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <ProfileView profile={profile.data} onEdit={() => setEditing(true)} />
            {/* /api/me: the zone detected on first use lands there */}
            <TimeZoneSetting key={timeZone ?? ""} timeZone={timeZone} />
            <LinkedInAccountsSummary className="p-6" />
          </>
        )
      ) : (
        <div role="status" className="flex flex-col items-center gap-3 py-20 text-sm text-muted-foreground">
          <Spinner className="size-6" />
          {t("profile.loading")}
        </div>
      )}
    </Page>
  );
}

const initialsOf = (p: Profile) =>
  getInitials({ email: p.email, fullName: p.fullName, firstName: p.firstName, lastName: p.lastName });

function Banner() {
  return (
    <div
      aria-hidden="true"
      className="h-24 bg-[linear-gradient(120deg,color-mix(in_oklab,var(--brand)_28%,transparent),color-mix(in_oklab,var(--brand)_6%,transparent))]"
    />
  );
}

function ProfileView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="profile-name" className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <Banner />
      <div className="-mt-10 flex flex-col gap-4 px-6 pb-6">
        <div className="flex items-end justify-between gap-3">
          <Avatar
            src={profile.avatarUrl}
            initials={initialsOf(profile)}
            className="size-20 rounded-full border-4 border-card text-xl"
          />
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t("profile.edit")}
          </Button>
        </div>
        <div className="flex flex-col gap-1">
          <h2 id="profile-name" className="text-xl font-semibold tracking-tight break-words">
            {profile.fullName || `${profile.firstName} ${profile.lastName}`.trim() || profile.email}
          </h2>
          <p className="text-sm text-muted-foreground">{profile.headline || t("profile.noHeadline")}</p>
        </div>
        <dl className="grid gap-4 border-t pt-4 text-sm sm:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-1">
            <dt className="text-muted-foreground">{t("profile.email")}</dt>
            <dd className="truncate font-medium">{profile.email}</dd>
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <dt className="text-muted-foreground">{t("profile.linkedin")}</dt>
            <dd className="truncate font-medium">
              {profile.linkedin ? (
                <a
                  href={profile.linkedin}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex items-center gap-1 underline underline-offset-4"
                >
                  {t("profile.viewLinkedin")}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              ) : (
                <span className="text-muted-foreground">{t("profile.noLinkedin")}</span>
              )}
            </dd>
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <dt className="text-muted-foreground">{t("profile.language")}</dt>
            <dd className="font-medium">{languageLabel(profile.language)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const removePhoto = useRemoveAvatar();
  const fileRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const form = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      linkedin: profile.linkedin ?? "",
      headline: profile.headline ?? "",
      language: profile.language,
    },
  });
  const { register, formState } = form;
  const err = (field: keyof ProfileFormInput) => {
    const m = formState.errors[field]?.message;
    return m ? messageText(t, m) : undefined;
  };

  const photo = usePendingPhoto();

  const save = async (values: ProfileFormInput) => {
    // The chosen photo is stored now, on Save, before the fields: a refused photo leaves everything as it was.
    if (photo.file || photo.removed) {
      try {
        if (photo.file) await upload.mutateAsync(photo.file);
        else await removePhoto.mutateAsync();
      } catch {
        return; // the mutation said why
      }
    }
    try {
      await update.mutateAsync(values);
      if (values.language !== (i18n.resolvedLanguage ?? "en")) {
        rememberLanguageChosen();
        await i18n.changeLanguage(values.language);
      }
      // i18n.t, not the render's t: the toast must speak the language just chosen.
      toast({ title: i18n.t("profile.toast.updated") });
      onDone();
    } catch {
      // the mutation said why; the form keeps what was typed
    }
  };

  const onFile = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = "";
    if (file) void photo.choose(file);
  };

  const field = (name: "firstName" | "lastName" | "linkedin" | "headline", label: string, extra: object = {}) => {
    const message = err(name);
    return (
      <div className="grid content-start gap-2">
        <Label htmlFor={`profile-${name}`}>{label}</Label>
        <Input
          id={`profile-${name}`}
          aria-invalid={!!message}
          aria-describedby={message ? `profile-${name}-error` : undefined}
          {...extra}
          {...register(name)}
        />
        {message ? (
          <p id={`profile-${name}-error`} role="alert" className="text-sm font-medium text-destructive">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit(save)(e)}
      aria-labelledby="profile-edit-heading"
      className="overflow-hidden rounded-xl border bg-card shadow-xs"
    >
      <Banner />
      <div className="-mt-10 flex flex-col gap-5 px-6 pb-6">
        <div className="flex flex-wrap items-end gap-4">
          <Avatar
            src={photo.removed ? null : (photo.preview ?? profile.avatarUrl)}
            initials={initialsOf(profile)}
            className="size-20 rounded-full border-4 border-card text-xl"
          />
          <div className="flex min-w-0 flex-col gap-1 pb-1">
            <input
              ref={fileRef}
              id="profile-photo"
              type="file"
              accept={AVATAR_TYPES.join(",")}
              aria-label={t("profile.photo.change")}
              tabIndex={-1}
              className="sr-only"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                ref={changeRef}
                variant="outline"
                size="sm"
                onClick={() => fileRef.current?.click()}
                disabled={formState.isSubmitting}
                aria-describedby="profile-photo-hint"
              >
                <Camera aria-hidden="true" />
                {t("profile.photo.change")}
              </Button>
              {(profile.avatarUrl || photo.file) && !photo.removed ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    photo.remove();
                    // the button goes away with the photo: the focus stays in the photo's controls
                    changeRef.current?.focus();
                  }}
                  disabled={formState.isSubmitting}
                  aria-describedby="profile-photo-hint"
                >
                  <Trash2 aria-hidden="true" />
                  {t("profile.photo.remove")}
                </Button>
              ) : null}
            </div>
            {photo.problem ? (
              <p id="profile-photo-hint" role="alert" className="text-xs font-medium text-destructive">
                {messageText(t, photo.problem, "apiErrors.avatarType")}
              </p>
            ) : (
              <p id="profile-photo-hint" className="text-xs text-muted-foreground">
                {t(
                  photo.file
                    ? "profile.photo.pending"
                    : photo.removed
                      ? "profile.photo.removePending"
                      : "profile.photo.hint",
                )}
              </p>
            )}
          </div>
        </div>
        <h2 id="profile-edit-heading" className="text-lg font-semibold tracking-tight">
          {t("profile.editTitle")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", t("profile.firstName"), { autoComplete: "given-name" })}
          {field("lastName", t("profile.lastName"), { autoComplete: "family-name" })}
        </div>
        {field("linkedin", t("profile.linkedinUrl"), {
          type: "url",
          inputMode: "url",
          placeholder: "https://www.linkedin.com/in/…",
        })}
        {field("headline", t("profile.headline"))}
        <div className="grid content-start gap-2">
          <Label htmlFor="profile-language">{t("profile.language")}</Label>
          <select id="profile-language" className={selectClass} {...register("language")}>
            {SUPPORTED_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t("profile.cancel")}
          </Button>
          <Button type="submit" busy={formState.isSubmitting}>
            {t("profile.save")}
          </Button>
        </div>
      </div>
    </form>
  );
}
