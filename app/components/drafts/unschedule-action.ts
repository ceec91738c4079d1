/**
 * 'Unschedule' offered by the notice of a refused edit of a scheduled change
 * (docs/decisions/024): the action any editor's notice carries (use-admin-action.ts), and
 * what it calls, which `UnscheduleOffer` (mounted with the administrator's bar) provides.
 */
export const UNSCHEDULE_MESSAGES = {
  action: "Unschedule",
  done: "Unscheduled: the changes stay in the draft. Edit them again now.",
  failed: "Could not unschedule.",
} as const;

/** Takes a scheduled publish back; set while `UnscheduleOffer` is mounted (the admin bar keeps it). */
export function provideUnschedule(run: ((id: string) => void) | null) {
  unscheduleNow = run;
}
let unscheduleNow: ((id: string) => void) | null = null;

/** The notice's action that unschedules the scheduled publish `id`. */
export function unscheduleAction(id: string) {
  return { label: UNSCHEDULE_MESSAGES.action, onClick: () => unscheduleNow?.(id) };
}
