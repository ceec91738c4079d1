import { useState, type ReactNode } from "react";
import { Loader2, Upload, X } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { checkImageFile } from "~/forms/image-file";
import type { LibraryPicture } from "~/models/picture-library.server";
import { AdminButton } from "./admin-button";
import { AdminDialog } from "./admin-dialog";
import { altDraftOf, AltTextFields, altTooLong, altValue, type AltDraft } from "./alt-text-fields";
import { ImagePicker, useObjectUrl } from "./image-picker";
import type { Fields } from "../use-admin-action";
import { LibraryButton, PictureLibrary } from "./picture-library";

/** A picture chosen in the dialog, as the caller saves it: an upload or a picture of the library, with its words. */
export type ChosenPicture = ({ file: File } | { picture: string }) & { alt: string | null };

/**
 * The fields an action takes for a picture chosen in the dialog: an upload under the action's
 * upload intent, a picture of the library under its library intent, and the words either way.
 */
export function chosenFields(chosen: ChosenPicture, intents: { upload: string; library: string }): Fields {
  return "file" in chosen
    ? { intent: intents.upload, file: chosen.file, alt: chosen.alt }
    : { intent: intents.library, picture: chosen.picture, alt: chosen.alt };
}

type Choice = { id: number; file?: File; picture?: LibraryPicture; alt: AltDraft };

type PictureDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Names the file chooser for assistive technology ("Upload a logo"). */
  inputLabel: string;
  /** What screen readers hear of a picture while nothing is written for it. */
  placeAlt: string;
  /** Several pictures at once (the gallery), up to `max`; what is said when more are chosen than fit (the first that fit are kept). */
  several?: { max: number; tooMany: string };
  /** The refusal of a file that is not a picture, in this place's words. */
  notImage?: string;
  busy: boolean;
  saveLabel: string;
  onSave: (chosen: ChosenPicture[]) => void;
  /** A colleague's picture put in since the dialog opened, and the choice (ConflictNotice). */
  conflict?: ReactNode;
};

let nextChoice = 0;

/**
 * Where an administrator puts a picture somewhere (docs/product.md section 5): uploaded from
 * the device or chosen from the library, and described in the same step (alternative text,
 * or decorative). Several at once where the place takes several (the gallery).
 */
export function PictureDialog({
  open,
  onOpenChange,
  title,
  inputLabel,
  placeAlt,
  several,
  notImage,
  busy,
  saveLabel,
  onSave,
  conflict,
}: PictureDialogProps) {
  const [choices, setChoices] = useState<Choice[]>([]);
  const [browsing, setBrowsing] = useState(false);
  // Each time it opens, it starts empty (set while rendering: the last opening's choices are never drawn).
  const [openedOn, setOpenedOn] = useState(false);
  if (open !== openedOn) {
    setOpenedOn(open);
    if (open) {
      setChoices([]);
      setBrowsing(false);
    }
  }
  const add = (added: Choice[]) => {
    if (!several) return setChoices(added.slice(0, 1));
    if (choices.length + added.length > several.max) toast({ title: several.tooMany, variant: "destructive" });
    setChoices([...choices, ...added].slice(0, several.max));
  };
  const addFiles = (files: File[]) => {
    const accepted = files.filter((file) => {
      const refused = checkImageFile(file, notImage);
      if (refused) toast({ title: refused, description: file.name, variant: "destructive" });
      return !refused;
    });
    add(accepted.map((file) => ({ id: nextChoice++, file, alt: altDraftOf(null) })));
  };
  const full = several !== undefined && choices.length >= several.max;
  const invalid = choices.length === 0 || choices.some((choice) => altTooLong(choice.alt));

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Upload a picture or choose one from the library, and say what it shows."
    >
      <form
        className="grid gap-4"
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (invalid) return;
          onSave(
            choices.map(({ file, picture, alt }) => (file ? { file, alt: altValue(alt) } : { picture: picture!.url, alt: altValue(alt) })),
          );
        }}
      >
        <div className="flex flex-wrap gap-2">
          {full ? null : (
            <>
              <ImagePicker inputLabel={inputLabel} multiple={several !== undefined} onFiles={addFiles}>
                <Upload /> {several ? "Upload pictures" : "Upload a picture"}
              </ImagePicker>
              <LibraryButton size="md" open={browsing} onToggle={() => setBrowsing(!browsing)} />
            </>
          )}
          {several ? <p className="self-center text-xs text-muted-foreground">{`${choices.length} of at most ${several.max}`}</p> : null}
        </div>
        {browsing && !full ? (
          <PictureLibrary
            onChoose={(picture) => {
              if (choices.some((choice) => choice.picture?.url === picture.url)) return;
              add([{ id: nextChoice++, picture, alt: altDraftOf(picture.alt) }]);
              setBrowsing(false);
            }}
          />
        ) : null}
        {choices.length > 0 ? (
          <ul aria-label="Chosen pictures" className="grid gap-4">
            {choices.map((choice, index) => (
              <ChosenRow
                key={choice.id}
                choice={choice}
                label={several ? `Alternative text of picture ${index + 1}` : undefined}
                placeAlt={placeAlt}
                onChange={(alt) => setChoices((now) => now.map((other) => (other.id === choice.id ? { ...other, alt } : other)))}
                onRemove={() => setChoices((now) => now.filter((other) => other.id !== choice.id))}
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No picture chosen yet.
          </p>
        )}
        {conflict}
        <div className="flex flex-wrap gap-2">
          <AdminButton type="submit" variant="primary" size="md" disabled={busy || invalid}>
            {busy ? <Loader2 className="animate-spin" /> : null}
            {saveLabel}
          </AdminButton>
          <AdminButton size="md" onClick={() => onOpenChange(false)}>
            Cancel
          </AdminButton>
        </div>
      </form>
    </AdminDialog>
  );
}

type ChosenRowProps = {
  choice: Choice;
  label?: string;
  placeAlt: string;
  onChange: (alt: AltDraft) => void;
  onRemove: () => void;
};

function ChosenRow({ choice, label, placeAlt, onChange, onRemove }: ChosenRowProps) {
  const preview = useObjectUrl(choice.file ?? null) ?? choice.picture?.url;
  const name = choice.file?.name ?? choice.picture?.usedIn[0] ?? "";
  return (
    <li data-testid="chosen-picture" className="grid gap-3 rounded-2xl border border-border p-3 sm:grid-cols-[7rem_1fr]">
      <div className="relative">
        {preview ? <img src={preview} alt="" className="aspect-[4/3] w-full rounded-xl bg-white object-cover" /> : null}
        <p className="mt-1 truncate text-xs text-muted-foreground" title={name}>
          {choice.file ? name : `From the library: ${name}`}
        </p>
        <AdminButton
          size="icon"
          variant="ghost"
          className="absolute top-1 right-1 bg-card/90"
          aria-label={`Remove ${name} from the choice`}
          onClick={onRemove}
        >
          <X />
        </AdminButton>
      </div>
      <AltTextFields draft={choice.alt} onChange={onChange} placeAlt={placeAlt} label={label} />
    </li>
  );
}
