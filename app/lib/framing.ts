import { createContext, useContext, type CSSProperties } from "react";

// What every visitor's page needs of the framing (docs/decisions/026-picture-framing.md); the
// focal point itself, which only the dialog and the server handle, is in app/forms/framing.ts.

/** The focal points of the framed pictures, by address, as the root loader delivers them: `[x, y]`. */
export type FramingMap = Record<string, [number, number]>;

const NONE: FramingMap = {};

/**
 * The focal points of the framed pictures below it: the app's root gives the root loader's,
 * an island (components/island.tsx) the ones of its own pictures.
 */
export const FramingContext = createContext<FramingMap>(NONE);

/** The focal points of every framed picture, as the root loader (or the island) delivered them. */
export function useFramingMap(): FramingMap {
  return useContext(FramingContext);
}

/**
 * The style that frames a picture where it is drawn with `object-fit: cover`: its
 * `object-position`, or nothing while it is at its centre (a class such as
 * `object-[center_35%]` then stands). `style` is merged in.
 */
export function framedStyle(framing: FramingMap, url: string | null | undefined, style?: CSSProperties): CSSProperties | undefined {
  const point = url ? framing[url] : undefined;
  return point ? { ...style, objectPosition: `${point[0]}% ${point[1]}%` } : style;
}

/** `framedStyle` for one picture. */
export function useFraming(url: string | null | undefined, style?: CSSProperties): CSSProperties | undefined {
  return framedStyle(useFramingMap(), url, style);
}
