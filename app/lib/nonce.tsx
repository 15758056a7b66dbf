import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Carries the response's CSP nonce from the server entry to the scripts the root renders. */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The CSP nonce while rendering on the server; undefined in the browser, which never needs it. */
export const useNonce = () => useContext(NonceContext);
