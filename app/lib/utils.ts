/**
 * Joins class names, leaving out the false ones. Classes are not merged: a component that
 * lets its caller change a look offers a variant or a prop for it, so no two classes of one
 * element set the same property (which would leave the winner to the stylesheet's order).
 */
export { clsx as cn } from "clsx";
