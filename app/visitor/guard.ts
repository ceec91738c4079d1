/** Where an administrator is editing a text, or its controls: a widget's behaviour leaves events from there alone. */
const EDITING = "[contenteditable]:not([contenteditable='false']),[data-editing],[data-place-tools]";

/** True when `event` comes from a text being edited or from its editing controls. */
export function fromEditing(event: Event) {
  return event.target instanceof Element && !!event.target.closest(EDITING);
}
