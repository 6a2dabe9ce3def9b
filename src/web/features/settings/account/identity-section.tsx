import { useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Trash2 } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useCurrentUser } from "@/entities/profile/me";
import { useRemoveAvatar } from "@/entities/profile/api";
import { useTranslation } from "@/lib/i18n/use-translation";
import { toast } from "@/lib/ui/use-toast";
import { SettingsSection } from "../settings-layout";

/** Settings > Account > Identity: the photo, name and address, "Remove photo" (confirmed first) and the profile. */
export function IdentitySection() {
  const { t } = useTranslation();
  const { name, email, initials, image } = useCurrentUser();
  const remove = useRemoveAvatar();
  const [confirming, setConfirming] = useState(false);
  // "Remove photo" goes away with the photo: the focus lands on the profile link, never on <body>
  const profileRef = useRef<HTMLAnchorElement>(null);
  const removed = useRef(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  return (
    <SettingsSection
      title={t("settings.account.identity.title")}
      description={t("settings.account.identity.description")}
    >
      <div className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-4 shadow-xs">
        <Avatar src={image} initials={initials} className="size-12 rounded-full text-sm" />
        {/* Long names and addresses wrap rather than being cut; on a phone the buttons go below. */}
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-medium wrap-anywhere">{name}</p>
          <p className="text-sm text-muted-foreground wrap-anywhere">{email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {image ? (
            <Button ref={removeRef} variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {t("settings.account.identity.removePhoto")}
            </Button>
          ) : null}
          <Link ref={profileRef} to="/profile" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("settings.account.identity.viewProfile")}
          </Link>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("settings.account.identity.removeTitle")}
        description={t("settings.account.identity.removeDescription")}
        confirmLabel={t("settings.account.identity.removeConfirm")}
        cancelLabel={t("settings.account.identity.removeCancel")}
        destructive
        pending={remove.isPending}
        onCloseAutoFocus={(event) => {
          // the dialog has no trigger of its own to go back to: kept, back to "Remove photo"; removed, to the profile
          event.preventDefault();
          (removed.current ? profileRef : removeRef).current?.focus();
          removed.current = false;
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              removed.current = true;
              toast({ title: t("settings.account.identity.photoRemoved") });
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </SettingsSection>
  );
}
