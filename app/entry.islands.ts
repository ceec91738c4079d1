/**
 * The page face's islands (docs/decisions/029): one standalone module with React, imported by
 * the visitor's module when a visitor reaches for an island (app/visitor/islands.ts), so every
 * island shares one React. Each is hydrated, when its element says `island-wake`, on its own root from the props its element carries,
 * and drawn again when a live update brings new ones.
 */
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { FramingContext, type FramingMap } from "~/lib/framing";
import type { IslandName } from "~/components/island";

const COMPONENTS: Record<IslandName, () => Promise<ComponentType<never>>> = {
  gallery: () => import("~/components/case/case-gallery").then((module) => module.CaseGallery as ComponentType<never>),
};

// Built as a standalone module, whose exports are not kept: the visitor's module asks by an event.
addEventListener("island-wake", (event) => void hydrate(event.target as HTMLElement));

async function hydrate(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const Component = await COMPONENTS[name]?.();
  if (!Component || element.hasAttribute("data-island-hydrated")) return;
  element.setAttribute("data-island-hydrated", "");
  const draw = () => {
    const { framing, ...props } = JSON.parse(element.dataset.props ?? "{}") as { framing: FramingMap };
    return createElement(FramingContext, { value: framing }, createElement(Component, props as never));
  };
  const root = hydrateRoot(element, draw());
  // React now hears the island's events (and replays those that come while it hydrates).
  element.dispatchEvent(new Event("island-hydrated"));
  // New props from a live update (app/visitor/morph.ts sets the attribute): drawn again.
  new MutationObserver(() => root.render(draw())).observe(element, { attributes: true, attributeFilter: ["data-props"] });
}
