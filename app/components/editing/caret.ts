/** The number of characters of `element`'s text before the point clicked, or null when it is not in it. */
export function caretOffsetAt(element: HTMLElement, x: number, y: number): number | null {
  const position = document.caretPositionFromPoint?.(x, y);
  const range = position ? null : document.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  const offset = position?.offset ?? range?.startOffset ?? 0;
  if (!node || !element.contains(node)) return null;
  const before = document.createRange();
  before.selectNodeContents(element);
  before.setEnd(node, offset);
  return before.toString().length;
}

/** Puts the caret `offset` characters into `element`'s text; at its end when null. */
export function placeCaret(element: HTMLElement, offset: number | null) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  if (offset !== null) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let left = offset;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (left <= length) {
        range.setStart(node, left);
        range.collapse(true);
        break;
      }
      left -= length;
    }
  }
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The text an editable element holds, its line breaks as "\n" (not as the page shows it: no text-transform). */
export function plainTextOf(element: HTMLElement): string {
  let text = "";
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? "";
    else if (node.nodeName === "BR") text += "\n";
  }
  // The break an editor keeps after a last line; the no-break spaces it types for spaces.
  return text.replace(/\n$/, "").replace(/\u00a0/g, " ");
}
