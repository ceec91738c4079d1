import { useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { RICH_MESSAGES } from "~/forms/rich-text";
import { isAllowedLink } from "~/lib/links";
import { storeRich } from "~/lib/rich-text-store";
import { cn } from "~/lib/utils";
import { fragmentOf, htmlOf, valueOfElement } from "./rich-text-dom";
import { AdminButton } from "./ui/admin-button";
import { FieldShell } from "./ui/fields";
import { placeCaret } from "./caret";

type RichTextEditorProps = {
  /** The stored form (plain text, or a document of app/lib/rich-text.ts). */
  value: string;
  onChange?: (value: string) => void;
  /** Ctrl/Cmd+Enter; none: the form around the field is submitted. */
  onSave?: () => void;
  /** Escape (when no link is being asked for). */
  onCancel?: () => void;
  /** The field's name for screen readers ('Results', 'Edit hero description'). */
  label: string;
  /** In a form: a hidden field of this name carries the value. */
  name?: string;
  id?: string;
  describedBy?: string;
  invalid?: boolean;
  /** Focus the field, its words selected, when it appears (an in-place editor opening)... */
  focusOnOpen?: boolean;
  /** ...or the caret there: characters before it (at the end when null), where a click on the text was. */
  caret?: number | null;
  /**
   * In the place itself (a description on the page): the words keep the place's own type
   * (`fieldClassName` gives them readable colours), no box around them; the toolbar and the
   * link prompt keep the editor's own.
   */
  inPlace?: boolean;
  fieldClassName?: string;
};

/** The editor's own type, whatever the text around it (a heading's capitals, a label's tracking). */
const EDITOR_TYPE = "font-sans text-sm font-normal tracking-normal normal-case";

type Pressed = { bold: boolean; italic: boolean; link: HTMLAnchorElement | null };

/**
 * A formatted text's editor (docs/decisions/025-rich-text.md): a content-editable field with
 * Bold, Italic, Link and Remove link (also Ctrl/Cmd+B, I and K), Enter for a new line,
 * Ctrl/Cmd+Enter to save and Escape to cancel. What it holds is read back into the format on
 * every change (rich-text-dom.ts): the DOM's HTML is never what is stored. Spans only, so it
 * may stand inside a paragraph it edits; its own colours, whatever the page's text colour.
 */
export function RichTextEditor({
  value,
  onChange,
  onSave,
  onCancel,
  label,
  name,
  id,
  describedBy,
  invalid,
  focusOnOpen,
  caret,
  inPlace = false,
  fieldClassName,
}: RichTextEditorProps) {
  const ownId = useId();
  const fieldId = id ?? `${ownId}-field`;
  const fieldRef = useRef<HTMLSpanElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  // The value the field last said: a new `value` from outside (a conflict's 'Keep theirs') redraws it.
  const shown = useRef<string | null>(null);
  const range = useRef<Range | null>(null);
  const [current, setCurrent] = useState(value);
  const [pressed, setPressed] = useState<Pressed>({ bold: false, italic: false, link: null });
  const [asking, setAsking] = useState<{ address: string; error?: string } | null>(null);

  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field || shown.current === value) return;
    field.replaceChildren(fragmentOf(value, document));
    shown.current = value;
    setCurrent(value);
  }, [value]);

  useEffect(() => {
    const field = fieldRef.current;
    if (!focusOnOpen || !field) return;
    field.focus();
    if (caret !== undefined) placeCaret(field, caret);
    else document.getSelection()?.selectAllChildren(field);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the field appears
  }, []);

  // What the selection is (for aria-pressed), and where, for the toolbar and the link prompt to act on.
  useEffect(() => {
    const onSelection = () => {
      const field = fieldRef.current;
      const selection = document.getSelection();
      if (!field || !selection || selection.rangeCount === 0 || !field.contains(selection.anchorNode)) return;
      range.current = selection.getRangeAt(0).cloneRange();
      const at = selection.anchorNode instanceof Element ? selection.anchorNode : selection.anchorNode?.parentElement;
      const link = at?.closest("a");
      setPressed({
        bold: document.queryCommandState("bold"),
        italic: document.queryCommandState("italic"),
        link: link && field.contains(link) ? link : null,
      });
    };
    document.addEventListener("selectionchange", onSelection);
    return () => document.removeEventListener("selectionchange", onSelection);
  }, []);

  const changed = () => {
    const field = fieldRef.current;
    if (!field) return;
    const next = valueOfElement(field);
    shown.current = next;
    setCurrent(next);
    onChange?.(next);
  };

  /** Back in the field with the selection it had, then `act`; the browser's own commands keep Undo working. */
  const inField = (act: () => void) => {
    const field = fieldRef.current;
    if (!field) return;
    // The selection as it is when it is in the field (selectionchange comes later than a key);
    // the one kept from the field when the toolbar or the link prompt has the focus.
    const selection = document.getSelection();
    const inside = !!selection?.rangeCount && field.contains(selection.anchorNode);
    field.focus();
    if (!inside && range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    document.execCommand("styleWithCSS", false, "false");
    act();
    changed();
  };

  const toggle = (mark: "bold" | "italic") => inField(() => document.execCommand(mark));

  const selectLink = (link: HTMLAnchorElement) => {
    const selection = document.getSelection();
    if (!selection) return;
    const whole = document.createRange();
    whole.selectNodeContents(link);
    selection.removeAllRanges();
    selection.addRange(whole);
  };

  const askForLink = () => {
    const selection = document.getSelection();
    if (selection?.rangeCount && fieldRef.current?.contains(selection.anchorNode)) range.current = selection.getRangeAt(0).cloneRange();
    setAsking({ address: pressed.link?.getAttribute("href") ?? "" });
  };

  useEffect(() => {
    if (asking && document.activeElement !== addressRef.current) addressRef.current?.focus();
  }, [asking]);

  const closePrompt = () => {
    setAsking(null);
    inField(() => undefined);
  };

  const applyLink = () => {
    const address = asking?.address.trim() ?? "";
    if (!isAllowedLink(address)) {
      setAsking({ address, error: RICH_MESSAGES.badLink });
      addressRef.current?.focus();
      return;
    }
    setAsking(null);
    inField(() => {
      if (pressed.link) selectLink(pressed.link);
      const selection = document.getSelection();
      if (!selection || selection.isCollapsed) {
        // Nothing selected: the address itself, linked, at the caret.
        document.execCommand("insertHTML", false, htmlOf(storeRich([{ text: address, link: address }]), document));
      } else {
        document.execCommand("createLink", false, address);
      }
    });
  };

  const removeLink = () =>
    inField(() => {
      if (pressed.link) selectLink(pressed.link);
      document.execCommand("unlink");
    });

  const onKeyDown = (event: KeyboardEvent) => {
    // The page's own shortcuts and the links or buttons around the text never see these keys.
    event.stopPropagation();
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (command && key === "b") {
      event.preventDefault();
      toggle("bold");
    } else if (command && key === "i") {
      event.preventDefault();
      toggle("italic");
    } else if (command && key === "k") {
      event.preventDefault();
      askForLink();
    } else if (command && key === "u") {
      // No underline in the format: it would read as a link.
      event.preventDefault();
    } else if (event.key === "Enter" && command) {
      event.preventDefault();
      // In a form with no save of its own: the form's.
      if (onSave) onSave();
      else fieldRef.current?.closest("form")?.requestSubmit();
    } else if (event.key === "Enter") {
      event.preventDefault();
      document.execCommand("insertLineBreak");
      changed();
    } else if (event.key === "Escape" && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  // Pasted HTML keeps only what the format holds; pasted text keeps its line breaks.
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    const html = event.clipboardData.getData("text/html");
    const pasted = html
      ? valueOfElement(new DOMParser().parseFromString(html, "text/html").body, { pasted: true })
      : event.clipboardData.getData("text/plain").replace(/\r\n?/g, "\n");
    document.execCommand("insertHTML", false, htmlOf(pasted, document));
    changed();
  };

  const promptId = `${ownId}-link`;
  return (
    <span className={cn("block", !inPlace && EDITOR_TYPE)}>
      <span
        role="toolbar"
        aria-label="Text formatting"
        aria-controls={fieldId}
        className={cn("mb-1.5 flex flex-wrap items-center gap-1", inPlace && EDITOR_TYPE)}
      >
        <ToolButton label="Bold" look="font-bold" keys="Control+B" pressed={pressed.bold} onPress={() => toggle("bold")} />
        <ToolButton label="Italic" look="italic" keys="Control+I" pressed={pressed.italic} onPress={() => toggle("italic")} />
        <ToolButton label="Link" look="underline underline-offset-2" keys="Control+K" pressed={!!pressed.link} onPress={askForLink} />
        <ToolButton label="Remove link" disabled={!pressed.link} onPress={removeLink} />
      </span>
      <span
        ref={fieldRef}
        id={fieldId}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        onInput={changed}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onDrop={(event) => event.preventDefault()}
        data-rich-text-editor=""
        className={cn(
          "block w-full break-words whitespace-pre-wrap [&_a]:underline [&_a]:underline-offset-2",
          inPlace
            ? fieldClassName
            : "min-h-24 cursor-text rounded-xl border border-border bg-background px-3 py-2 text-left leading-relaxed text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 aria-invalid:border-red-500",
        )}
      />
      {asking ? (
        <span
          role="group"
          aria-label="Add a link"
          className={cn(
            "mt-2 flex flex-wrap items-end gap-2 rounded-xl border border-border bg-background p-2 text-foreground",
            inPlace && EDITOR_TYPE,
          )}
        >
          <span className="grid min-w-[16rem] flex-1 gap-1">
            <label htmlFor={promptId} className="text-xs font-semibold">
              Link address
            </label>
            <input
              ref={addressRef}
              id={promptId}
              type="text"
              inputMode="url"
              placeholder="https://"
              value={asking.address}
              aria-invalid={asking.error ? true : undefined}
              aria-describedby={asking.error ? `${promptId}-error` : undefined}
              onChange={(event) => setAsking({ address: event.target.value })}
              onKeyDown={(event) => {
                event.stopPropagation();
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === "Escape") {
                  event.preventDefault();
                  closePrompt();
                }
              }}
              className="h-9 w-full rounded-lg border border-border bg-background px-2 text-sm text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 aria-invalid:border-red-500"
            />
            {asking.error ? (
              <span id={`${promptId}-error`} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
                {asking.error}
              </span>
            ) : null}
          </span>
          <AdminButton variant="primary" onClick={applyLink}>
            Apply link
          </AdminButton>
          <AdminButton onClick={closePrompt}>Cancel link</AdminButton>
        </span>
      ) : null}
      {name ? <input type="hidden" name={name} value={current} /> : null}
    </span>
  );
}

type ToolButtonProps = {
  label: string;
  keys?: string;
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  /** The label drawn as what the button does (bold, italic, underlined). */
  look?: string;
};

/** A toolbar button that leaves the selection where it is (it acts on it). */
function ToolButton({ label, keys, pressed, disabled, onPress, look }: ToolButtonProps) {
  return (
    <AdminButton
      variant="ghost"
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      title={keys ? `${label} (${keys.replace("Control", "Ctrl")})` : label}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      className="border border-border bg-background text-foreground aria-pressed:bg-primary aria-pressed:text-primary-foreground"
    >
      <span className={look}>{label}</span>
    </AdminButton>
  );
}

type RichTextFieldProps = { label: string; name: string; defaultValue: string; error?: string; hint?: React.ReactNode; className?: string };

/** A form's formatted text: the editor with its label, hint and error, its value in a field `name`. */
export function RichTextField({ label, name, defaultValue, error, hint, className }: RichTextFieldProps) {
  const [value, setValue] = useState(defaultValue);
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <RichTextEditor id={id} label={label} name={name} value={value} onChange={setValue} describedBy={describedBy} invalid={invalid} />
      )}
    </FieldShell>
  );
}
