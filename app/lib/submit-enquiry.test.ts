import { describe, expect, it, vi } from "vitest";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import {
  attemptFor,
  failureDescription,
  failureOfError,
  isSuccessStatus,
  newSubmissionId,
  outcomeOfResponse,
  postEnquiry,
  REQUEST_TIMEOUT_MS,
} from "./submit-enquiry.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";

/** The reasons as app/content/forms.yaml words them, in the specification's words. */
const reasons = {
  serverError: "Server error: {status}",
  noResponse: "No response from server. Please check your connection.",
  unexpectedStatus: "Unexpected response status",
  fallback: "There was an error submitting your form. Please try again.",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function respondWith(status: number, body?: string): typeof fetch {
  return vi.fn(async () => new Response(body ?? null, { status }));
}

describe("judging the answer by its status alone", () => {
  it("counts 200 and 201 as success and nothing else", () => {
    expect(isSuccessStatus(200)).toBe(true);
    expect(isSuccessStatus(201)).toBe(true);
    for (const status of [202, 204, 301, 400, 404, 429, 500, 503]) {
      expect(isSuccessStatus(status)).toBe(false);
    }
  });

  it("reads another 2xx as 'Unexpected response status'", () => {
    const outcome = outcomeOfResponse(204, undefined);
    expect(outcome).toEqual({ ok: false, failure: { reason: "unexpected-status" } });
    expect(outcome.ok || failureDescription(outcome.failure, reasons)).toBe(
      "Unexpected response status",
    );
  });

  it("keeps the server's message and field errors of an error answer", () => {
    const outcome = outcomeOfResponse(400, {
      message: "Please check the highlighted fields",
      errors: { email: "Please enter a valid email address", bogus: 3 },
    });
    expect(outcome).toEqual({
      ok: false,
      failure: {
        reason: "status",
        status: 400,
        message: "Please check the highlighted fields",
        errors: { email: "Please enter a valid email address" },
      },
    });
  });

  it("ignores a body without a usable message", () => {
    for (const body of [undefined, null, "text", { message: "" }, { message: 5 }, {}]) {
      expect(outcomeOfResponse(500, body)).toEqual({
        ok: false,
        failure: { reason: "status", status: 500, message: undefined, errors: undefined },
      });
    }
  });
});

describe("the 'Submission Failed' description, in its order of preference", () => {
  it("uses the server's message field when given", () => {
    const failure = { reason: "status", status: 400, message: "Too many requests" } as const;
    expect(failureDescription(failure, reasons)).toBe("Too many requests");
  });

  it("otherwise names the status", () => {
    expect(failureDescription({ reason: "status", status: 500 }, reasons)).toBe(
      "Server error: 500",
    );
    expect(failureDescription({ reason: "status", status: 503, message: "" }, reasons)).toBe(
      "Server error: 503",
    );
  });

  it("says so when no reply came", () => {
    expect(failureDescription({ reason: "no-response" }, reasons)).toBe(
      "No response from server. Please check your connection.",
    );
  });

  it("otherwise uses the error's own message", () => {
    expect(failureDescription(failureOfError(new TypeError("Boom")), reasons)).toBe("Boom");
  });

  it("falls back to the default text", () => {
    const fallback = "There was an error submitting your form. Please try again.";
    expect(failureDescription(failureOfError("not an Error"), reasons)).toBe(fallback);
    expect(failureDescription(failureOfError(new Error("")), reasons)).toBe(fallback);
  });
});

describe("postEnquiry", () => {
  it("POSTs JSON to the endpoint on the site's own origin, without any key", async () => {
    const send = respondWith(201, '{"id":"e1"}');
    const body = { name: "Asha", action: actionFor("project") };
    const outcome = await postEnquiry(body, { send });

    expect(outcome).toEqual({ ok: true });
    expect(send).toHaveBeenCalledOnce();
    const [url, init] = vi.mocked(send).mock.calls[0]!;
    expect(url).toBe(ENQUIRY_ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(JSON.stringify(init?.headers).toLowerCase()).not.toContain("key");
  });

  it("takes 200 as success too", async () => {
    expect(await postEnquiry({}, { send: respondWith(200) })).toEqual({ ok: true });
  });

  it("reports the server's message of a 400", async () => {
    const body = JSON.stringify({ message: "Invalid enquiry", errors: { name: "Too short" } });
    const outcome = await postEnquiry({}, { send: respondWith(400, body) });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(failureDescription(outcome.failure, reasons)).toBe("Invalid enquiry");
    expect(outcome.failure).toMatchObject({ errors: { name: "Too short" } });
  });

  it("names the status of an error answer whose body is not JSON", async () => {
    const send = respondWith(500, "<html>Internal error</html>");
    const outcome = await postEnquiry({}, { send });
    expect(outcome.ok || failureDescription(outcome.failure, reasons)).toBe("Server error: 500");
  });

  it("reports no response when the request fails on the network", async () => {
    const send: typeof fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const outcome = await postEnquiry({}, { send });
    expect(outcome.ok || failureDescription(outcome.failure, reasons)).toBe(
      "No response from server. Please check your connection.",
    );
  });

  it("gives up on a request that hangs and reports no response", async () => {
    const send: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const outcome = await postEnquiry({}, { send, timeoutMs: 20 });
    expect(outcome).toEqual({ ok: false, failure: { reason: "no-response" } });
  });

  it("waits long enough for a slow server by default", () => {
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(15_000);
  });

  it("reports the error's own message when the request cannot even be built", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout").mockImplementation(() => {
      throw new TypeError("AbortSignal.timeout is not a function");
    });
    const send = respondWith(201);
    const outcome = await postEnquiry({}, { send });
    timeout.mockRestore();
    expect(send).not.toHaveBeenCalled();
    expect(outcome.ok || failureDescription(outcome.failure, reasons)).toBe(
      "AbortSignal.timeout is not a function",
    );
  });
});

describe("submission ids", () => {
  it("are random version-4 UUIDs", () => {
    const first = newSubmissionId();
    expect(first).toMatch(UUID);
    expect(newSubmissionId()).not.toBe(first);
  });

  it("are built from random bytes where crypto.randomUUID is missing (plain-http origins)", () => {
    // Shadow the prototype's method for this test only.
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(newSubmissionId()).toMatch(UUID);
    } finally {
      Reflect.deleteProperty(crypto, "randomUUID");
    }
    expect(newSubmissionId()).toMatch(UUID);
  });

  it("stay the same while the same filled-in form is retried, and change with its content", () => {
    let next = 0;
    const ids = () => `id-${++next}`;
    const first = attemptFor(undefined, '{"name":"Asha"}', ids);
    expect(first.id).toBe("id-1");
    expect(attemptFor(first, '{"name":"Asha"}', ids)).toBe(first);
    expect(attemptFor(first, '{"name":"Asha K"}', ids).id).toBe("id-2");
  });
});
