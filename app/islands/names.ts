/** The widgets that are islands on the page face (docs/decisions/029), by the name their element carries. */
export type IslandName = "gallery";
