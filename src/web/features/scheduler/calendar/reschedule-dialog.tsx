import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarPost } from "@contracts/calendar/schemas";
import { instantToLocal, localToInstant } from "@shared/schedule/wall-time";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isPlainDate } from "./calendar-search";

/**
 * "Reschedule…" by keyboard: a date and a time in the user's zone, turned into an instant by the slots' rules
 * (`localToInstant`: a skipped time moves to the first valid one, a repeated one is the first), never by Date parsing.
 */
export function RescheduleDialog({
  post,
  zone,
  pending,
  onOpenChange,
  onSubmit,
}: {
  post: CalendarPost | null;
  zone: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (post: CalendarPost, scheduledAt: string) => void;
}) {
  return (
    <DialogPrimitive.Root open={post !== null} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out dark:bg-black/70" />
        {post ? <RescheduleForm key={post.id} post={post} zone={zone} pending={pending} onSubmit={onSubmit} /> : null}
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function RescheduleForm({
  post,
  zone,
  pending,
  onSubmit,
}: {
  post: CalendarPost;
  zone: string;
  pending: boolean;
  onSubmit: (post: CalendarPost, scheduledAt: string) => void;
}) {
  const { t } = useTranslation();
  const initial = instantToLocal(Date.parse(post.at), zone);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [invalid, setInvalid] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isPlainDate(date) || !/^\d{2}:\d{2}$/.test(time)) return setInvalid(true);
    setInvalid(false);
    onSubmit(post, new Date(localToInstant(date, time, zone)).toISOString());
  };

  return (
    <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg outline-none data-[state=open]:animate-fade-in">
      <div className="grid gap-2">
        <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
          {t("scheduler.reschedule.title")}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="line-clamp-3 text-sm break-words text-muted-foreground">
          {post.excerpt || t("scheduler.untitled")}
        </DialogPrimitive.Description>
      </div>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="reschedule-date">{t("scheduler.reschedule.date")}</Label>
            <Input id="reschedule-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="reschedule-time">{t("scheduler.reschedule.time")}</Label>
            <Input id="reschedule-time" type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
          </div>
        </div>
        <p className="text-xs text-muted-foreground">{t("scheduler.reschedule.zone", { zone })}</p>
        {invalid ? (
          <p role="alert" className="text-sm text-destructive">
            {t("apiErrors.scheduleTimeInvalid")}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogPrimitive.Close asChild>
            <Button variant="outline">{t("scheduler.reschedule.cancel")}</Button>
          </DialogPrimitive.Close>
          <Button type="submit" busy={pending}>
            {t("scheduler.reschedule.submit")}
          </Button>
        </div>
      </form>
    </DialogPrimitive.Content>
  );
}
