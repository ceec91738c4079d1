import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Field, FormAlert } from "~/components/admin/field";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { Button } from "~/components/ui/button";
import { AdminDialog } from "~/components/editing/ui/admin-dialog";
import { CalendarClock } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { SCHEDULE_FORM_MESSAGES } from "~/forms/schedules";
import type { FieldErrors } from "~/forms/form-data";
import { formatInZone, zonedInputs, zonedInstant } from "~/lib/site-time";

export const SCHEDULE_UI_MESSAGES = {
  title: "Schedule publish",
  describe: (count: number, zone: string) =>
    `${count === 1 ? "This change is" : `These ${count} changes are`} published by the server at the time you choose, in the site's time zone (${zone}), with nobody's page open. Editing a scheduled change asks first to unschedule it.`,
  loading: "Loading the site's time zone…",
  submit: "Schedule publish",
  submitting: "Scheduling…",
  scheduled: "Publish scheduled",
  scheduledFor: (when: string, zone: string) => `It will be published on ${when} (${zone}).`,
} as const;

export type Scheduled = { id: string; scheduledFor: string; places: string[] };

type ScheduleButtonProps = {
  /** The drafted places to publish (what they need is taken along, as when publishing now). */
  places: string[];
  onScheduled?: (scheduled: Scheduled) => void;
  /** The button's words ('Schedule', 'Schedule all changes'). */
  label?: string;
};

/**
 * 'Schedule' (issue 25): a dialog with a date and a time in the site's time zone (read from
 * /api/schedules when it opens), checked to be in the future here and again on the server,
 * which turns them into an instant with the same zone. Focus goes into the dialog and back
 * to the button on close; the result is announced through the notifications region.
 */
export function ScheduleButton({ places, onScheduled, label = "Schedule" }: ScheduleButtonProps) {
  const [open, setOpen] = useState(false);
  // When the dialog opened: its suggested time is an hour after, on the minute.
  const [openedAt, setOpenedAt] = useState(0);
  const [errors, setErrors] = useState<FieldErrors & { form?: string }>({});
  const settings = useFetcher<{ timeZone: string }>();
  const zone = settings.data?.timeZone;
  const scheduling = useAdminAction<Scheduled>("/api/schedules", {
    onSuccess: (result) => {
      const when = formatInZone(result.scheduledFor, zone ?? "UTC");
      toast({ title: SCHEDULE_UI_MESSAGES.scheduled, description: SCHEDULE_UI_MESSAGES.scheduledFor(when, zone ?? "UTC") });
      setOpen(false);
      onScheduled?.({ id: result.id, scheduledFor: result.scheduledFor, places: result.places });
    },
    onError: (result) => setErrors({ ...result.fieldErrors, form: result.fieldErrors ? undefined : result.error }),
  });

  const openChange = (next: boolean) => {
    setOpen(next);
    setErrors({});
    if (!next) return;
    setOpenedAt(Date.now());
    void settings.load("/api/schedules");
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!zone) return;
    const form = new FormData(event.currentTarget);
    const date = String(form.get("date") ?? "");
    const time = String(form.get("time") ?? "");
    const found: FieldErrors = {};
    if (!date) found.date = SCHEDULE_FORM_MESSAGES.date;
    if (!time) found.time = SCHEDULE_FORM_MESSAGES.time;
    if (!found.date && !found.time && zonedInstant(date, time, zone).getTime() <= Date.now()) found.time = SCHEDULE_FORM_MESSAGES.past;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void scheduling.submit({ intent: "schedule", place: places, date, time });
  };

  const suggested = zone ? zonedInputs(new Date(Math.ceil((openedAt + 3_600_000) / 60_000) * 60_000), zone) : null;
  return (
    <>
      <Button variant="outline" size="sm" disabled={places.length === 0} onClick={() => openChange(true)}>
        <CalendarClock /> {label}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={openChange}
        title={SCHEDULE_UI_MESSAGES.title}
        description={zone ? SCHEDULE_UI_MESSAGES.describe(places.length, zone) : SCHEDULE_UI_MESSAGES.loading}
        narrow
      >
        {zone && suggested ? (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Date" name="date" type="date" required defaultValue={suggested.date} error={errors.date} />
              <Field label="Time" name="time" type="time" required defaultValue={suggested.time} error={errors.time} hint={zone} />
            </div>
            <FormAlert message={errors.form} />
            <Button type="submit" disabled={scheduling.busy} className="mt-2">
              {scheduling.busy ? SCHEDULE_UI_MESSAGES.submitting : SCHEDULE_UI_MESSAGES.submit}
            </Button>
          </form>
        ) : null}
      </AdminDialog>
    </>
  );
}
