/**
 * Fades and slides; visibility flips at once on opening (so focus can move in at once)
 * and only after the fade on closing.
 */
export function revealTransition(open: boolean, ms = 250) {
  return `opacity ${ms}ms ease, transform ${ms}ms ease, visibility 0s linear ${open ? 0 : ms}ms`;
}
