import type { ReactNode } from "react";
import { FramingContext, type FramingMap } from "~/lib/framing";

/** The widgets that are islands on the page face, by the name their element carries. */
export type IslandName = "gallery";

type IslandProps = {
  name: IslandName;
  /** What the component is drawn from, all of it: the island's props in the browser. */
  props: object;
  /** The focal points of its pictures. */
  framing: FramingMap;
  /** The component, drawn from `props`. */
  children: ReactNode;
};

/**
 * A widget worth React on a page that has none (docs/decisions/029): drawn by the server here,
 * inside an element that carries its name and props; on the page face the visitor's module
 * hydrates it on its own root when the visitor reaches for it (app/entry.islands.ts). In the
 * app it is simply part of the page.
 */
export function Island({ name, props, framing, children }: IslandProps) {
  return (
    <div data-island={name} data-props={JSON.stringify({ ...props, framing })}>
      <FramingContext value={framing}>{children}</FramingContext>
    </div>
  );
}
