import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { History, Target } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { CENTRE, focalPointOf, focalStyle, FRAMING_MESSAGES, FramingSchema, pointWords, type FocalPoint } from "~/forms/framing";
import type { Conflict } from "~/forms/form-data";
import { ConflictNotice, conflictSentence } from "./conflict-notice";
import { useFramingMap } from "~/lib/framing";
import { HistoryDialog, HISTORY_MESSAGES } from "./history-dialog";
import { AdminButton } from "./ui/admin-button";
import { AdminDialog } from "./ui/admin-dialog";
import { useAdminAction } from "./use-admin-action";

/**
 * The shapes a picture takes on the site, from the components that draw it with
 * `object-fit: cover`: the home page's grid tiles (home.css, 4:5) and featured cases (4:3),
 * the portfolio cards and the case page (16:10), team portraits (1:1), and the home hero's
 * background on a phone's screen (about 9:19.5).
 */
export const FRAMING_SHAPES = [
  { label: "Home grid", ratio: "4 / 5" },
  { label: "Home feature", ratio: "4 / 3" },
  { label: "Portfolio card", ratio: "16 / 10" },
  { label: "Case page", ratio: "16 / 10" },
  { label: "Square", ratio: "1 / 1" },
  { label: "Phone screen", ratio: "9 / 19.5" },
] as const;

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

type FramingButtonProps = {
  /** The picture's address, as pages show it. */
  url: string;
  /** Names the picture ("image 1", "hero image"). */
  name: string;
  disabled?: boolean;
};

/**
 * 'Framing' of one picture (docs/decisions/026-picture-framing.md): its button, the dialog
 * that sets its focal point, and the History of its framing. Focus comes back to the button
 * whichever way they close.
 */
export function FramingButton({ url, name, disabled }: FramingButtonProps) {
  const [open, setOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const stored = focalPointOf(useFramingMap(), url);
  // The point the dialog opened on, and the one last asked for: a colleague's framing since is shown, never overwritten unasked.
  const [from, setFrom] = useState(stored);
  const [asked, setAsked] = useState(stored);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const saving = useAdminAction("/api/framing", {
    onSuccess: () => {
      setOpen(false);
      toast({ title: FRAMING_MESSAGES.saved });
    },
    onError: (result) => {
      if (result.conflict) {
        setConflict(result.conflict as Conflict);
        toast({ title: conflictSentence(result.conflict), variant: "destructive" });
      } else toast({ title: FRAMING_MESSAGES.failed, description: result.error, variant: "destructive" });
    },
  });
  const save = (point: FocalPoint, base: FocalPoint) => {
    const form = FramingSchema.safeParse({ intent: "save", url, x: String(point.x), y: String(point.y) });
    if (!form.success) return toast({ title: FRAMING_MESSAGES.failed, description: form.error.issues[0]?.message, variant: "destructive" });
    setAsked(point);
    setConflict(null);
    void saving.submit({ intent: "save", url, x: point.x, y: point.y, fromX: base.x, fromY: base.y });
  };
  const restoring = useAdminAction("/api/framing", {
    onSuccess: () => {
      setHistoryOpen(false);
      toast({ title: HISTORY_MESSAGES.restored });
    },
    onError: (result) => toast({ title: HISTORY_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });
  // One dialog hands over to the other: the button gets the focus when the last one closes.
  const backToButton = (event: Event) => {
    event.preventDefault();
    if (!button.current?.isConnected) return;
    requestAnimationFrame(() => button.current?.focus());
  };
  const atCentre = stored.x === CENTRE.x && stored.y === CENTRE.y;
  return (
    <>
      <AdminButton
        ref={button}
        disabled={disabled}
        onClick={() => {
          setFrom(stored);
          setConflict(null);
          setOpen(true);
        }}
        aria-label={`Framing of ${name}`}
      >
        <Target /> Framing
      </AdminButton>
      <FramingDialog
        open={open}
        onOpenChange={setOpen}
        url={url}
        name={name}
        stored={stored}
        busy={saving.busy}
        onSave={(point) => save(point, from)}
        conflict={
          conflict ? (
            <ConflictNotice
              conflict={conflict}
              busy={saving.busy}
              onKeepTheirs={() => {
                setConflict(null);
                setOpen(false);
              }}
              // Theirs is the point stored now: the page read it again with the refusal.
              onOverwrite={() => save(asked, stored)}
              className="rounded-2xl p-4"
            >
              <span className="mt-1 block">{`Their focal point: ${conflict.value ?? ""}`}</span>
            </ConflictNotice>
          ) : null
        }
        onHistory={() => {
          setOpen(false);
          setHistoryOpen(true);
        }}
        onCloseAutoFocus={(event) => (historyOpen ? event.preventDefault() : backToButton(event))}
      />
      <HistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        item={`framing:${url}`}
        title={`framing of ${name}`}
        kind="framing"
        busy={restoring.busy}
        onRestore={(revision) => void restoring.submit({ intent: "restore", url, revision })}
        original={{
          label: "Focal point at the centre",
          current: atCentre,
          onRestore: () => void restoring.submit({ intent: "restore", url }),
        }}
        onCloseAutoFocus={backToButton}
      />
    </>
  );
}

type FramingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  name: string;
  /** The focal point stored now. */
  stored: FocalPoint;
  busy: boolean;
  onSave: (point: FocalPoint) => void;
  /** A colleague's framing saved since the dialog opened, and the choice (ConflictNotice). */
  conflict?: ReactNode;
  onHistory: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * Sets a picture's focal point: a click or a drag on the picture (one click is enough), the
 * arrow keys on the point (1% a press, 10% with Shift), or the two number fields; every shape
 * the picture takes on the site is previewed as the point moves. The file is never changed.
 */
export function FramingDialog({
  open,
  onOpenChange,
  url,
  name,
  stored,
  busy,
  onSave,
  conflict,
  onHistory,
  onCloseAutoFocus,
}: FramingDialogProps) {
  const [point, setPoint] = useState(stored);
  // Each time it opens, it starts from the point the site shows now.
  const [openedOn, setOpenedOn] = useState(false);
  if (open !== openedOn) {
    setOpenedOn(open);
    if (open) setPoint(stored);
  }
  const picture = useRef<HTMLImageElement>(null);
  const dragging = useRef(false);
  // Draft mode holds other changes back; this one is live (docs/decisions/026-picture-framing.md).
  const showsDraft = useRouteLoaderData<{ showsDraft?: boolean }>("root")?.showsDraft === true;

  const pointAt = (event: PointerEvent) => {
    const box = picture.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    setPoint({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPoint((now) => ({ x: clamp(now.x + move[0]), y: clamp(now.y + move[1]) }));
  };
  const words = pointWords(point);

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={`Framing: ${name}`} wide onCloseAutoFocus={onCloseAutoFocus}>
      <form
        className="grid gap-5"
        aria-label={`Framing of ${name}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (point.x === stored.x && point.y === stored.y) onOpenChange(false);
          else onSave(point);
        }}
      >
        <p className="text-sm text-muted-foreground">
          Click where the subject is, drag the point, or focus the point and use the arrow keys (Shift moves 10%). Every crop of this
          picture on the site keeps that point in view; the file itself is not changed.
          {showsDraft ? " Framing is not drafted: it goes live when you save it." : null}
        </p>
        <div className="flex justify-center rounded-2xl bg-muted p-2">
          {/* The point below is the keyboard's way to the same thing: a pointer may also click or drag anywhere on the picture. */}
          <div
            className="relative cursor-crosshair touch-none select-none"
            onPointerDown={(event) => {
              dragging.current = true;
              event.currentTarget.setPointerCapture(event.pointerId);
              pointAt(event);
            }}
            onPointerMove={(event) => {
              if (dragging.current) pointAt(event);
            }}
            onPointerUp={() => {
              dragging.current = false;
            }}
            onPointerCancel={() => {
              dragging.current = false;
            }}
          >
            <img ref={picture} src={url} alt="" draggable={false} className="block max-h-64 w-auto max-w-full rounded-lg" />
            <div
              role="slider"
              tabIndex={0}
              aria-label={`Focal point of ${name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={point.x}
              aria-valuetext={words}
              data-testid="focal-point"
              onKeyDown={onKeyDown}
              className="absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-primary/40 shadow-[0_0_0_2px_rgb(0_0_0/0.7)] outline-none focus-visible:ring-4 focus-visible:ring-ring"
              style={{ left: `${point.x}%`, top: `${point.y}%` }}
            />
          </div>
        </div>
        <p role="status" aria-live="polite" className="text-sm font-semibold" data-testid="focal-point-words">
          {`Focal point: ${words}`}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <PercentField label="Horizontal (%)" value={point.x} onChange={(x) => setPoint({ ...point, x })} />
          <PercentField label="Vertical (%)" value={point.y} onChange={(y) => setPoint({ ...point, y })} />
        </div>
        <ul aria-label="How the picture is cropped on the site" className="flex flex-wrap items-end gap-3">
          {FRAMING_SHAPES.map((shape) => (
            <li key={shape.label} className="grid justify-items-center gap-1 text-center text-xs text-muted-foreground">
              <img
                src={url}
                alt=""
                data-testid="framing-preview"
                className="h-20 w-auto max-w-none rounded-md border border-border bg-muted object-cover"
                style={{ aspectRatio: shape.ratio, ...focalStyle(point) }}
              />
              {shape.label}
            </li>
          ))}
        </ul>
        {conflict}
        <div className="flex flex-wrap items-center gap-2">
          <AdminButton type="submit" variant="primary" size="md" disabled={busy}>
            Save framing
          </AdminButton>
          <AdminButton size="md" onClick={() => onOpenChange(false)}>
            Cancel
          </AdminButton>
          <AdminButton size="md" onClick={() => setPoint(CENTRE)} disabled={point.x === CENTRE.x && point.y === CENTRE.y}>
            Reset to centre
          </AdminButton>
          <AdminButton size="md" className="ml-auto" onClick={onHistory} aria-label={`History of the framing of ${name}`}>
            <History /> History
          </AdminButton>
        </div>
      </form>
    </AdminDialog>
  );
}

function PercentField({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <label className="grid gap-1 text-sm font-semibold">
      {label}
      <input
        type="number"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => {
          if (event.target.value !== "" && Number.isFinite(event.target.valueAsNumber)) onChange(clamp(event.target.valueAsNumber));
        }}
        className="h-10 rounded-xl border border-border bg-background px-3 font-normal text-foreground"
      />
    </label>
  );
}
