import { agency } from "./agency";
import { slotsOf } from "./slot";

/** Slots shown on every page (header, footer, contact facts); the root loader reads them. */
export const layoutSlots = slotsOf(agency);
