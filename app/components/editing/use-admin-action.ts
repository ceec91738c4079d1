import { createElement, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useEditMode } from "~/components/content/edit-mode";
import type { ActionResult } from "~/forms/form-data";
import { useOwnWrites, writeDone, writeStarted } from "~/realtime/own-writes";
import { offeringAction } from "~/components/ui/toast";
import { unscheduleAction } from "~/components/drafts/unschedule-action";

export type FieldValue = string | number | boolean | Blob | null | undefined;
export type Fields = Record<string, FieldValue | FieldValue[]>;

type Handlers<T extends object> = {
  onSuccess?: (result: { ok: true } & T) => void;
  // A refusal says the same for every action, whatever its answer on success.
  onError?: (result: Extract<ActionResult, { ok: false }>) => void;
};

/** Submissions waiting for their answer: the handlers to call, and the answer before it. */
type Waiting = { handlers: Handlers<object>; before: unknown };
const waiting = new Map<string, Waiting>();

let nextKey = 0;

/**
 * The one way the administrator's browser writes: a React Router fetcher posting a form to
 * an action (with the session's CSRF token), after which the page reloads its data by
 * itself. `onSuccess` / `onError` run once per answer, when that reload is done; they run
 * even when the control that asked is gone by then (a deleted card), since the answers are
 * watched by `AdminActionResults`, which the admin bar keeps mounted. `submit(fields, form)`
 * adds the fields to a form's own data when given.
 */
export function useAdminAction<T extends object = object>(action: string, handlers: Handlers<T> = {}) {
  const [key] = useState(() => `admin-action-${nextKey++}`);
  const fetcher = useFetcher({ key });
  const { admin } = useEditMode();
  const waitingNow = useOwnWrites();
  // The handlers of the control's latest render are the ones called: kept before any effect
  // (the answer's handlers run from one) can read them.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  // What the actions answer (app/routes/api/admin-action.server.ts); plain JSON, so no revival needed.
  const data = fetcher.data as ActionResult<T> | undefined;

  const submit = (fields: Fields, form?: FormData) => {
    const body = form ?? new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === null || item === undefined) continue;
        body.append(name, item instanceof Blob ? item : String(item));
      }
    }
    body.set("_csrf", admin?.csrfToken ?? "");
    waiting.set(key, {
      // Through the ref: the handlers of the control's latest render are the ones called.
      handlers: {
        onSuccess: (result) => latest.current.onSuccess?.(result as { ok: true } & T),
        onError: (result) => latest.current.onError?.(result),
      },
      before: fetcher.data,
    });
    writeStarted(key);
    return fetcher.submit(body, { method: "post", action, encType: "multipart/form-data" });
  };

  return {
    submit,
    // From the moment of asking (a fetcher may first look up the action's route) until the
    // answer's handlers have run: a control never looks idle while its change is on the way.
    busy: fetcher.state !== "idle" || waitingNow.includes(key),
    /** The last answer's field errors, for showing beside the fields. */
    fieldErrors: data && !data.ok ? data.fieldErrors : undefined,
  };
}

/** Watches every submission until its answer is in and the page has reloaded, then calls its handlers. */
export function AdminActionResults() {
  const keys = useOwnWrites();
  return keys.map((key) => createElement(AnswerOf, { key, fetcherKey: key }));
}

function AnswerOf({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useFetcher({ key: fetcherKey });
  useEffect(() => {
    const entry = waiting.get(fetcherKey);
    const result = fetcher.data as ActionResult | undefined;
    if (!entry || fetcher.state !== "idle" || !result || result === entry.before) return;
    waiting.delete(fetcherKey);
    writeDone(fetcherKey);
    if (result.ok) entry.handlers.onSuccess?.(result);
    // Editing a scheduled change is refused (docs/decisions/024): the notice offers 'Unschedule'.
    else if (result.scheduled) offeringAction(unscheduleAction(result.scheduled.id), () => entry.handlers.onError?.(result));
    else entry.handlers.onError?.(result);
  }, [fetcherKey, fetcher.state, fetcher.data]);
  return null;
}
