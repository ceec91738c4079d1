/**
 * How a search result shows a page (docs/product.md section 2, Page settings): Google cuts a
 * title that is wider than about 580 px of its 20 px Arial (some 60 characters) and a
 * description past about 160 characters, at a word, with an ellipsis.
 */
export const TITLE_WIDTH_PX = 580;
export const TITLE_FONT = "20px Arial, sans-serif";
export const SHOWN_TITLE_CHARS = 60;
export const SHOWN_DESCRIPTION_CHARS = 160;

const ELLIPSIS = " …";

/** `text` whole when it fits, else its longest run of words that fits with an ellipsis. */
export function cutToFit(text: string, fits: (shown: string) => boolean): string {
  if (fits(text)) return text;
  let shown = "";
  for (const word of text.split(" ")) {
    const longer = shown ? `${shown} ${word}` : word;
    if (!fits(longer + ELLIPSIS)) break;
    shown = longer;
  }
  // A first word wider than the line is cut within itself.
  if (!shown) for (shown = text; shown && !fits(shown + ELLIPSIS);) shown = shown.slice(0, -1);
  return shown + ELLIPSIS;
}

export function cutDescription(description: string) {
  return cutToFit(description, (shown) => shown.length <= SHOWN_DESCRIPTION_CHARS);
}

/** The title as a search result shows it, measured in its font by `width` (px). */
export function cutTitle(title: string, width: (text: string) => number) {
  return cutToFit(title, (shown) => width(shown) <= TITLE_WIDTH_PX);
}

let canvas: CanvasRenderingContext2D | null | undefined;

/** How wide a text is in a search result's title font; by characters where a canvas cannot say. */
export function titleWidth(text: string) {
  canvas ??= document.createElement("canvas").getContext("2d");
  if (!canvas) return (text.length * TITLE_WIDTH_PX) / SHOWN_TITLE_CHARS;
  canvas.font = TITLE_FONT;
  return canvas.measureText(text).width;
}
