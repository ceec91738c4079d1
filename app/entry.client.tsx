import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import "~/lib/preact-options";

/**
 * The router first decodes its hydration data, and until then it throws the promise of it.
 * React waits for that at the root by itself; Preact, hydrating the whole document, would
 * render the document again instead of adopting it (docs/decisions/012). So the decoding is
 * started and awaited here, and the router then hydrates at once. Its first call creates
 * the router before it uses any hook.
 */
async function hydrationData() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}

hydrationData().then(() => hydrateRoot(document, <HydratedRouter />));
