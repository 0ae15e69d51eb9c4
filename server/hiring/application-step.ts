/**
 * A job application in the enquiry core, a step the composition root hands it: the opening it
 * names still taking applications, the CV among the submission's files checked by its bytes (any
 * other file refused), and the application recorded with it in the enquiry's own transaction.
 */
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import type { UploadedFile } from "#shared/enquiries/posted-form.ts";
import { CV_FIELD } from "#shared/hiring/cv.ts";
import type { OpeningsDirectory } from "#shared/hiring/openings.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import type { StepOutcome, SubmissionStep } from "#server/enquiries/service.ts";
import { applicationOnArrival } from "./applications-store.ts";
import { checkCv, type StoredCv } from "./cv.ts";

/**
 * The CV among a submission's files: none, or one checked file in the CV field of a job
 * application. Anything else is refused.
 */
async function attachedCv(
  kind: EnquiryKind,
  files: readonly UploadedFile[],
): Promise<{ ok: true; cv: StoredCv | undefined } | { ok: false; message: string }> {
  if (files.length === 0) return { ok: true, cv: undefined };
  if (kind !== "jobEnquiry" || files.some((file) => file.field !== CV_FIELD)) {
    return { ok: false, message: formWords.answers.cv.notTaken };
  }
  if (files.length > 1) return { ok: false, message: formWords.answers.cv.oneFile };
  const [file] = files;
  const checked = await checkCv(file!.name, file!.bytes);
  return checked.ok ? { ok: true, cv: checked.cv } : checked;
}

/**
 * The refusal's words when the opening an application names takes none: closed or past its last
 * day, or never published (a draft, or no such address). None named is a general application.
 */
async function openingRefusal(
  openings: OpeningsDirectory,
  kind: EnquiryKind,
  slug: string | undefined,
): Promise<string | undefined> {
  if (kind !== "jobEnquiry" || !slug) return undefined;
  const found = await openings.find(slug);
  if (found.status === "listed") return undefined;
  const words = formWords.answers.opening;
  return found.status === "gone" ? words.closed : words.unknown;
}

export function applicationStep(openings: OpeningsDirectory): SubmissionStep {
  return async ({ kind, fields, files }): Promise<StepOutcome> => {
    const refusal = await openingRefusal(openings, kind, fields.opening);
    if (refusal) {
      return {
        refused: { opening: refusal },
        message: refusal,
        why: "opening not taking applications",
      };
    }
    const attached = await attachedCv(kind, files);
    if (!attached.ok) return { refused: { [CV_FIELD]: attached.message }, why: "invalid file" };
    return { store: applicationOnArrival(attached.cv) };
  };
}
