/** The CV a job application may carry: one PDF or DOCX file of up to 5 MB, in the `cv` field. */
export const CV_FIELD = "cv";
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The kinds of file taken, by the type their bytes show. */
export const CV_TYPES = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
export type CvMediaType = keyof typeof CV_TYPES;

export const cvMessages = {
  wrongType: "Please attach your CV as a PDF or Word (DOCX) document.",
  empty: "The file is empty. Please attach your CV again.",
  tooLarge: "The CV is larger than 5 MB. Please attach a smaller file.",
  oneFile: "Please attach one file only.",
  notTaken: "This form does not take files.",
} as const;

/** A file as the server received it, before its bytes were checked. */
export interface UploadedFile {
  readonly field: string;
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * The text fields and the files of a posted form. A file input left empty is posted as a part
 * with no name and no bytes: that is no file.
 */
export async function readPostedForm(
  form: FormData,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [field, value] of form) {
    if (typeof value === "string") fields[field] = value;
    else if (value.name !== "" || value.size > 0) {
      files.push({ field, name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  return { fields, files };
}
