export type EnquiryRuntime = typeof import("./enquiry-runtime.ts");

let loading: Promise<EnquiryRuntime> | undefined;

/** Loads the submit code once; a failed load (e.g. offline) is tried again next time. */
export function loadEnquiryRuntime(): Promise<EnquiryRuntime> {
  loading ??= import("./enquiry-runtime.ts").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
