import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Images, Search } from "~/components/ui/icons";
import type { LibraryPicture } from "~/models/picture-library.server";
import { AdminButton, type AdminButtonProps } from "./admin-button";

export const LIBRARY_MESSAGES = {
  loading: "Loading the library…",
  empty: "No pictures yet: upload the first.",
  noMatch: (words: string) => `No picture matches “${words}”.`,
  noAlt: "No alt text yet",
} as const;

/**
 * The picture library (docs/product.md section 5): every picture the site shows, newest upload
 * first, with its alternative text and where it shows; searched by both. Choosing one reuses
 * it: no second upload.
 */
export function PictureLibrary({ onChoose }: { onChoose: (picture: LibraryPicture) => void }) {
  const library = useFetcher<{ pictures: LibraryPicture[] }>();
  const [words, setWords] = useState("");
  const searchId = useId();
  const load = library.load;
  useEffect(() => {
    void load(`/api/pictures?q=${encodeURIComponent(words.trim())}`);
  }, [words, load]);
  const pictures = library.data?.pictures;

  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-muted/40 p-3" data-testid="picture-library">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search the library
        </label>
        <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          id={searchId}
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          placeholder="Search by alt text or place"
          className="h-10 w-full rounded-xl border border-border bg-background pr-3 pl-9 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
        />
      </div>
      {!pictures ? (
        <p className="text-sm text-muted-foreground">{LIBRARY_MESSAGES.loading}</p>
      ) : pictures.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.trim() ? LIBRARY_MESSAGES.noMatch(words.trim()) : LIBRARY_MESSAGES.empty}</p>
      ) : (
        <ul aria-label="Pictures in the library" className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
          {pictures.map((picture) => (
            <li key={picture.url}>
              <button
                type="button"
                onClick={() => onChoose(picture)}
                aria-label={`Choose “${picture.alt || picture.usedIn[0]}”`}
                className="group grid w-full gap-1 rounded-xl border border-border bg-card p-1.5 text-left text-xs transition hover:border-primary focus-visible:border-primary"
              >
                <img src={picture.url} alt="" loading="lazy" className="aspect-[4/3] w-full rounded-lg bg-white object-cover" />
                <span className={picture.alt ? "line-clamp-2" : "text-muted-foreground italic"}>
                  {picture.alt || LIBRARY_MESSAGES.noAlt}
                </span>
                <span className="truncate text-muted-foreground" title={picture.usedIn.join(", ")}>
                  {picture.usedIn[0]}
                  {picture.usedIn.length > 1 ? ` +${picture.usedIn.length - 1}` : ""}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Choose from library': opens and closes the library where a place shows it. */
export function LibraryButton({
  open,
  onToggle,
  ...props
}: { open: boolean; onToggle: () => void } & Pick<AdminButtonProps, "size" | "disabled">) {
  return (
    <AdminButton aria-expanded={open} onClick={onToggle} {...props}>
      <Images /> Choose from library
    </AdminButton>
  );
}
