import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response, known only while rendering on the server. It never goes
 * into loader data, so a cached page can take a new nonce and scripts cannot read it.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
