import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response; none in the browser, where it is not needed, and
 * none in a page for the render cache, whose inline scripts are allowed by their hashes.
 */
export const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
