import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { passEscapeToDialog } from "@/lib/ui/escape-to-dialog";
import { dismissToast, TOAST_DURATION, useToasts } from "@/lib/ui/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/** SPEC §4/§9: one toast at a time, 5000 ms, swipe right past 50 px, F8 focuses the toast area. */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  // Loaded by a first F8 press: finish what that press asked for.
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label={t("toast.notification")}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onEscapeKeyDown={passEscapeToDialog}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose aria-label={t("toast.close")} />
        </Toast>
      ))}
      <ToastViewport ref={viewport} hotkey={["F8"]} label={t("toast.region")} />
    </ToastProvider>
  );
}
