import { useState } from "react";
import { settingSlots, type PageHead } from "~/content/page-settings";
import { MAX_PAGE_DESCRIPTION_LENGTH, MAX_PAGE_TITLE_LENGTH, PageSettingsSchema } from "~/forms/content";
import { ConflictNotice } from "./conflict-notice";
import { HistoryDialog, useSlotRestore } from "./history-dialog";
import { PAGE_SETTING_MESSAGES, SettingTools, SharePicture } from "./page-setting-tools";
import { headPreview, SearchPreview, ShareCardPreview } from "./page-settings-preview";
import { SHOWN_DESCRIPTION_CHARS, SHOWN_TITLE_CHARS } from "./search-snippet";
import { AdminButton } from "./ui/admin-button";
import { AdminDialog } from "./ui/admin-dialog";
import { Input, Textarea } from "./ui/fields";
import { usePlaceEditor } from "./use-place-editor";

type Text = "title" | "description";
type Setting = Text | "image";
type Texts<T> = Record<Text, T>;

const TEXTS: Text[] = ["title", "description"];
const NAMES: Record<Setting, string> = { title: "page title", description: "page description", image: "share picture" };
const LIMITS: Texts<{ max: number; shown: number }> = {
  title: { max: MAX_PAGE_TITLE_LENGTH, shown: SHOWN_TITLE_CHARS },
  description: { max: MAX_PAGE_DESCRIPTION_LENGTH, shown: SHOWN_DESCRIPTION_CHARS },
};

/** One line, as search engines show it. */
const clean = (text: string) => text.replace(/\s+/g, " ").trim();

type PageSettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's own title, description and picture, and the settings stored over them, as its loader read them. */
  head: PageHead;
  /** The site's origin and the page's path. */
  origin: string;
  pathname: string;
};

/**
 * A page's title, description and share picture for search engines and link previews
 * (docs/product.md section 2, Page settings), with a search result and a share card as they
 * would show. The texts are saved together, from the values they started from (a newer one
 * saved meanwhile is a conflict); the picture, and 'Use the default', at once.
 */
export function PageSettingsDialog({ open, onOpenChange, head, origin, pathname }: PageSettingsDialogProps) {
  const { own, stored } = head;
  const slotOf = settingSlots(head.settings);
  const editor = usePlaceEditor({
    item: `slot:${slotOf.title.section}/${slotOf.title.key}`,
    open,
    messages: PAGE_SETTING_MESSAGES,
    onSaved: () => onOpenChange(false),
  });
  const storedTexts = (): Texts<string | undefined> => ({ title: stored.title, description: stored.description });
  // What each text was when the dialog opened (or since it was reset here): what a save starts from.
  const [opened, setOpened] = useState(storedTexts);
  const [draft, setDraft] = useState<Texts<string>>({ title: "", description: "" });
  const [historyOf, setHistoryOf] = useState<Setting | null>(null);

  const resetText = (text: Text, value: string | undefined) => {
    setOpened((was) => ({ ...was, [text]: value }));
    setDraft((was) => ({ ...was, [text]: value ?? own[text] }));
  };

  // Each time it opens, it starts from what the page holds now (set while rendering, so the
  // last opening's draft is never drawn).
  const [openedOn, setOpenedOn] = useState(false);
  if (open !== openedOn) {
    setOpenedOn(open);
    if (open) {
      setOpened(storedTexts());
      setDraft({ title: stored.title ?? own.title, description: stored.description ?? own.description });
      editor.clearConflict();
    }
  }

  const changed = (text: Text) => clean(draft[text]) !== clean(opened[text] ?? own[text]);
  const errorOf = (text: Text) =>
    changed(text) ? PageSettingsSchema.shape[text].safeParse(clean(draft[text])).error?.issues[0].message : undefined;
  const errors: Texts<string | undefined> = { title: errorOf("title"), description: errorOf("description") };

  const restoring = useSlotRestore(() => {
    // The page has read the restored value: the dialog shows it.
    if (historyOf && historyOf !== "image") resetText(historyOf, stored[historyOf]);
    setHistoryOf(null);
  });

  // `bases`: the stored values the texts started from ("" for none: the slots' default).
  const save = (bases: Texts<string> = { title: opened.title ?? "", description: opened.description ?? "" }) => {
    if (errors.title || errors.description) return;
    editor.save(TEXTS.filter(changed).map((text) => ({ place: slotOf[text], value: clean(draft[text]), base: bases[text] })));
  };
  const conflict = editor.conflict;

  const conflicted = conflict ? TEXTS.find((text) => slotOf[text].key === conflict.key) : undefined;
  const preview = headPreview(
    { title: clean(draft.title) || own.title, description: clean(draft.description) || own.description, image: stored.image || own.image },
    origin,
    pathname,
  );

  const hint = (text: Text) => (
    <>
      {opened[text] === undefined && !changed(text) ? "The page's own. " : null}
      <span data-testid={`${text}-count`}>{`${clean(draft[text]).length} / ${LIMITS[text].max} characters`}</span>
      {`; search results show about ${LIMITS[text].shown}.`}
    </>
  );
  // Beside the field's label.
  const tools = (text: Text) => (
    <SettingTools
      slot={slotOf[text]}
      name={NAMES[text]}
      stored={stored[text] !== undefined}
      away={stored[text] !== undefined || clean(draft[text]) !== clean(own[text])}
      onDefault={() => resetText(text, undefined)}
      onHistory={() => setHistoryOf(text)}
      className="absolute -top-1.5 right-0 [&_button]:h-7"
    />
  );

  return (
    <>
      <AdminDialog
        open={open && !historyOf}
        onOpenChange={onOpenChange}
        title="Page settings"
        description={`What search engines and link previews show for ${pathname}. The site's name follows a title that does not hold it.`}
        wide
      >
        <form
          aria-label="Page settings"
          // One column no wider than the dialog, whatever a preview's line holds.
          className="grid grid-cols-1 gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className="relative">
            <Input
              label="Title"
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              error={errors.title}
              hint={hint("title")}
            />
            {tools("title")}
          </div>
          <div className="relative">
            <Textarea
              label="Description"
              rows={3}
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
              error={errors.description}
              hint={hint("description")}
            />
            {tools("description")}
          </div>
          <SharePicture
            slot={slotOf.image}
            src={preview.image}
            stored={stored.image !== undefined}
            onHistory={() => setHistoryOf("image")}
          />
          <div className="grid grid-cols-1 gap-4">
            <SearchPreview {...preview} />
            <ShareCardPreview {...preview} />
          </div>
          {conflict && conflicted ? (
            <ConflictNotice
              conflict={conflict}
              busy={editor.busy}
              onKeepTheirs={() => {
                resetText(conflicted, conflict.value ?? undefined);
                editor.clearConflict();
              }}
              onOverwrite={() => {
                setOpened({ ...opened, [conflicted]: conflict.value ?? undefined });
                save({ title: opened.title ?? "", description: opened.description ?? "", [conflicted]: conflict.value ?? "" });
              }}
              className="rounded-2xl p-4"
            >
              <span className="mt-1 block">{`Their ${NAMES[conflicted]}: “${conflict.value ?? own[conflicted]}”`}</span>
            </ConflictNotice>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <AdminButton type="submit" variant="primary" size="md" disabled={editor.busy || !!errors.title || !!errors.description}>
              Save settings
            </AdminButton>
            <AdminButton size="md" onClick={() => onOpenChange(false)}>
              Cancel
            </AdminButton>
          </div>
        </form>
      </AdminDialog>
      {historyOf ? (
        <HistoryDialog
          open
          onOpenChange={(stillOpen) => setHistoryOf(stillOpen ? historyOf : null)}
          item={`slot:${slotOf[historyOf].section}/${slotOf[historyOf].key}`}
          title={NAMES[historyOf]}
          kind={historyOf === "image" ? "image" : "text"}
          busy={restoring.busy}
          onRestore={(revision) => {
            const { section, key, type } = slotOf[historyOf];
            void restoring.submit({ intent: "restore", section, key, type, revision });
          }}
        />
      ) : null}
    </>
  );
}
