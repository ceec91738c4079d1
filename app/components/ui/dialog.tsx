// The one import of Radix Dialog: the administrator's dialogs share it, and
// the chunk it lands in is named after this file, not after whichever user came first.
export { Dialog } from "radix-ui";
