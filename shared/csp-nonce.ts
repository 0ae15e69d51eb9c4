import { createContext, type RouterContext } from "react-router";

const CONTEXT_KEY = Symbol.for("malwa-softworks.csp-nonce-context");
type ContextRegistry = { [CONTEXT_KEY]?: RouterContext<string> };

/**
 * The Content-Security-Policy nonce of a page rendered on request, handed by the server to the
 * app's entry, which puts it on every inline script. Empty while pre-rendering: those pages'
 * scripts are allowed by hash. Kept on `globalThis` like the enquiry service's context, so the
 * server's copy of this module and the built app's are one key.
 */
export const cspNonceContext: RouterContext<string> = ((globalThis as ContextRegistry)[
  CONTEXT_KEY
] ??= createContext<string>(""));
