import { createContext, type RouterContext } from "react-router";
import type { FieldErrors } from "./schemas/enquiry.ts";

/** What became of one submission; the JSON endpoint and the no-JavaScript form actions share it. */
export type SubmitOutcome =
  | { readonly status: "stored"; readonly id: string }
  | { readonly status: "invalid"; readonly message: string; readonly errors: FieldErrors }
  | { readonly status: "unavailable"; readonly message: string };

export interface EnquiryService {
  /** Validates `body` (which names its kind in `action`), stores it durably and queues delivery. */
  submit(body: Readonly<Record<string, unknown>>): Promise<SubmitOutcome>;
}

const CONTEXT_KEY = Symbol.for("malwa-softworks.enquiry-service-context");
type ContextRegistry = { [CONTEXT_KEY]?: RouterContext<EnquiryService> };

/**
 * How the server hands the service to route actions without the app importing server code.
 * The server loads this module from source while the built app bundles a copy of its own; a
 * context is matched by identity, so both copies take the one instance kept on `globalThis`.
 */
export const enquiryServiceContext: RouterContext<EnquiryService> = ((
  globalThis as ContextRegistry
)[CONTEXT_KEY] ??= createContext<EnquiryService>());
