import { CV_FIELD } from "#shared/hiring/cv.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import type { FieldErrors } from "#shared/enquiries/schemas.ts";
import type { FailureReasons } from "#app/content/schemas/forms.ts";
import { fillIn } from "#shared/text/fill-in.ts";

/** A request that hangs this long counts as "no response". */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Why a submission failed, in the terms of the messages a visitor reads. */
export type SubmitFailure =
  /** The server answered with a status other than 200/201. */
  | {
      readonly reason: "status";
      readonly status: number;
      readonly message?: string;
      readonly errors?: FieldErrors;
    }
  /** The request went out but no reply came (offline, aborted, timed out). */
  | { readonly reason: "no-response" }
  /** Another 2xx: neither a success nor an error answer, so it carries no server message. */
  | { readonly reason: "unexpected-status" }
  /** Anything else; its own message, when it has one. */
  | { readonly reason: "error"; readonly message?: string };

export type SubmitOutcome =
  { readonly ok: true } | { readonly ok: false; readonly failure: SubmitFailure };

/** Only 200 and 201 count as success. */
export function isSuccessStatus(status: number): boolean {
  return status === 200 || status === 201;
}

/** Judges an answer by its status; `body` is the parsed JSON body, if there was one. */
export function outcomeOfResponse(status: number, body: unknown): SubmitOutcome {
  if (isSuccessStatus(status)) return { ok: true };
  if (status >= 200 && status < 300) return { ok: false, failure: { reason: "unexpected-status" } };
  return {
    ok: false,
    failure: { reason: "status", status, message: messageOf(body), errors: fieldErrorsOf(body) },
  };
}

export function failureOfError(error: unknown): SubmitFailure {
  return { reason: "error", message: error instanceof Error ? error.message : undefined };
}

/**
 * What went wrong, as the 'Submission Failed' notice says it: the server's own message first,
 * then the texts of `reasons` (app/content/forms.yaml) in their order of preference.
 */
export function failureDescription(failure: SubmitFailure, reasons: FailureReasons): string {
  switch (failure.reason) {
    case "status":
      return failure.message || fillIn(reasons.serverError, { status: failure.status });
    case "no-response":
      return reasons.noResponse;
    case "unexpected-status":
      return reasons.unexpectedStatus;
    case "error":
      return failure.message || reasons.fallback;
  }
}

/**
 * The body of a job application with its CV: multipart, the fields as text (the attribution as
 * JSON) and the file in the CV field.
 */
function multipartBody(body: Readonly<Record<string, unknown>>, cv: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    form.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  form.append(CV_FIELD, cv);
  return form;
}

/**
 * POSTs one enquiry and reports the outcome; it never throws. It goes as JSON, or as
 * multipart/form-data when it carries a CV.
 */
export async function postEnquiry(
  body: Readonly<Record<string, unknown>>,
  {
    send = fetch,
    timeoutMs = REQUEST_TIMEOUT_MS,
    cv,
  }: { send?: typeof fetch; timeoutMs?: number; cv?: File } = {},
): Promise<SubmitOutcome> {
  let request: RequestInit;
  try {
    request = {
      method: "POST",
      // The browser writes the multipart Content-Type itself, with its boundary.
      headers: cv
        ? { Accept: "application/json" }
        : { "Content-Type": "application/json", Accept: "application/json" },
      body: cv ? multipartBody(body, cv) : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    };
  } catch (error) {
    // Nothing was sent (e.g. an old browser without AbortSignal.timeout).
    return { ok: false, failure: failureOfError(error) };
  }
  let response: Response;
  try {
    response = await send(ENQUIRY_ENDPOINT, request);
  } catch {
    return { ok: false, failure: { reason: "no-response" } };
  }
  const parsed: unknown = isSuccessStatus(response.status)
    ? undefined
    : await jsonOrNothing(response);
  return outcomeOfResponse(response.status, parsed);
}

async function jsonOrNothing(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  return typeof body.message === "string" && body.message.trim() !== "" ? body.message : undefined;
}

function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (typeof body !== "object" || body === null || !("errors" in body)) return undefined;
  const { errors } = body;
  if (typeof errors !== "object" || errors === null) return undefined;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * One submit of one filled-in form. Retrying the same content reuses the id, so the server stores
 * it once; changed content is a new submission.
 */
export interface SubmissionAttempt {
  readonly id: string;
  readonly fingerprint: string;
}

export function attemptFor(
  previous: SubmissionAttempt | undefined,
  fingerprint: string,
  newId: () => string = newSubmissionId,
): SubmissionAttempt {
  return previous?.fingerprint === fingerprint ? previous : { id: newId(), fingerprint };
}

/** A random UUID; `crypto.randomUUID` exists only on secure origins, so build one otherwise. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
