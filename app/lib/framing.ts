import type { CSSProperties } from "react";
import { useRouteLoaderData } from "react-router";

/** A picture's focal point: percent across (`x`) and down (`y`); the centre is 50, 50. */
export type FocalPoint = { x: number; y: number };

/** The focal points of the framed pictures, by address, as the root loader delivers them: `[x, y]`. */
export type FramingMap = Record<string, [number, number]>;

export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** The CSS that keeps a focal point in view in every crop (`object-fit: cover`). */
export function focalStyle(point: FocalPoint): CSSProperties {
  return { objectPosition: `${point.x}% ${point.y}%` };
}

/** The focal points of every framed picture, as the root loader delivered them. */
export function useFramingMap(): FramingMap {
  return useRouteLoaderData<{ framing?: FramingMap }>("root")?.framing ?? NONE;
}

const NONE: FramingMap = {};

/** A picture's focal point as the site stores it now (its centre while it is not framed). */
export function focalPointOf(framing: FramingMap, url: string | null | undefined): FocalPoint {
  const point = url ? framing[url] : undefined;
  return point ? { x: point[0], y: point[1] } : CENTRE;
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
