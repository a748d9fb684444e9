import { createContext, useContext, type ReactNode } from "react";

/**
 * The nonce of the page's inline scripts, for the document's <Scripts> and <ScrollRestoration>. Only the
 * server knows it (browsers hide it from scripts); the hydrated page does not need it again.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function ScriptNonce({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useScriptNonce(): string | undefined {
  return useContext(NonceContext);
}
