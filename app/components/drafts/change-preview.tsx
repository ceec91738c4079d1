import { DRAFT_MESSAGES } from "./messages";
import { RichText } from "~/components/content/rich-text";

/** Fields of a record that say nothing to an editor (bookkeeping), left out of a comparison. */
const BOOKKEEPING = new Set(["id", "version", "createdAt", "updatedAt"]);

/** A record's fields that hold a picture's address (a case's gallery, a portrait, a logo). */
const PICTURE_FIELDS = /image|logo/i;
const isAddress = (value: unknown): value is string => typeof value === "string" && /^(\/|https?:)/.test(value);

/** 'galleryImages' as 'gallery images'. */
const fieldName = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * One change's two sides, old and new (docs/decisions/024): a text as text, a picture as a
 * thumbnail, a record as the fields that differ. `labels` names the sides ('Live now', 'In
 * the draft' by default; a conflict names them otherwise).
 */
export function ChangeSides({
  place,
  picture,
  defaultText = null,
  before,
  after,
  labels = [DRAFT_MESSAGES.before, DRAFT_MESSAGES.after],
}: {
  place: string;
  /** An image slot: its values are pictures' addresses. */
  picture: boolean;
  /** What a slot shows when it holds nothing (its default), if known. */
  defaultText?: string | null;
  before: unknown;
  after: unknown;
  labels?: [string, string];
}) {
  const record = !place.startsWith("slot:");
  const fields = record ? changedFields(before, after) : [];
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      {[before, after].map((value, side) => (
        <div key={side} className="min-w-0 rounded-xl border border-border bg-background/60 p-3">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{labels[side]}</p>
          {record ? (
            <RecordSide value={value} fields={fields} />
          ) : (
            <SlotValue value={value ?? defaultText} picture={picture} fallback={value === null && defaultText !== null} />
          )}
        </div>
      ))}
    </div>
  );
}

/** The fields whose value differs between two versions of a record (all of them for a new or deleted one). */
function changedFields(before: unknown, after: unknown): string[] {
  const [a, b] = [before, after].map((value) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {}));
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const differing = [...keys].filter((key) => !BOOKKEEPING.has(key) && !same(a[key], b[key]));
  // A new or deleted record: what its card shows is enough.
  if (!before || !after) return differing.filter((key) => ["title", "name", "slug", "featuredImage", "imageUrl", "logoUrl"].includes(key));
  return differing;
}

function SlotValue({ value, picture, fallback }: { value: unknown; picture: boolean; fallback: boolean }) {
  if (typeof value !== "string") return <p className="mt-1 text-sm italic">The default</p>;
  if (fallback) {
    return (
      <>
        <p className="mt-1 text-xs text-muted-foreground italic">The default</p>
        <SlotValue value={value} picture={picture} fallback={false} />
      </>
    );
  }
  if (picture && isAddress(value)) return <Thumbnail src={value} />;
  if (value === "") return <p className="mt-1 text-sm italic">Empty</p>;
  return (
    <p className="mt-1 line-clamp-4 text-sm break-words whitespace-pre-line">
      <RichText value={value} links={false} />
    </p>
  );
}

function RecordSide({ value, fields }: { value: unknown; fields: string[] }) {
  if (!value || typeof value !== "object") return <p className="mt-1 text-sm italic">{value === undefined ? "None" : "Not there"}</p>;
  const record = value as Record<string, unknown>;
  return (
    <dl className="mt-1 grid gap-1 text-sm">
      {fields.map((key) => (
        <div key={key} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{fieldName(key)}</dt>
          <dd className="break-words">
            <FieldValue value={record[key]} picture={PICTURE_FIELDS.test(key)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FieldValue({ value, picture }: { value: unknown; picture: boolean }) {
  if (value === null || value === undefined || value === "") return <span className="italic">None</span>;
  if (picture && isAddress(value)) return <Thumbnail src={value} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="italic">None</span>;
    if (picture && value.every(isAddress)) {
      return (
        <span className="mt-1 flex flex-wrap gap-1">
          {value.map((src) => (
            <Thumbnail key={src} src={src} small />
          ))}
        </span>
      );
    }
    return <span>{value.map(String).join(", ")}</span>;
  }
  // A map (a case's alt texts by picture): its words, in order.
  if (typeof value === "object") {
    const words = Object.values(value).filter((word) => typeof word === "string" && word !== "");
    return words.length > 0 ? <span className="line-clamp-3">{words.join(" · ")}</span> : <span className="italic">None</span>;
  }
  // A formatted description shows its formatting: a change that only made a word bold is seen.
  return (
    <span className="line-clamp-3 whitespace-pre-line">
      <RichText value={String(value)} links={false} />
    </span>
  );
}

/** A picture of a change: decorative here, as its place's name says what it is. */
function Thumbnail({ src, small }: { src: string; small?: boolean }) {
  return (
    <img
      src={src}
      alt=""
      className={
        small
          ? "size-10 rounded-md border border-border object-cover"
          : "mt-1 h-20 w-auto max-w-full rounded-lg border border-border object-cover"
      }
    />
  );
}
