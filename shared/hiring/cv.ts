/** The CV a job application may carry: one PDF or DOCX file of up to 5 MB, in the `cv` field. */
export const CV_FIELD = "cv";
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The kinds of file taken, by the type their bytes show. */
export const CV_TYPES = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
export type CvMediaType = keyof typeof CV_TYPES;

// What the server answers about a CV is the content's: app/content/forms.yaml, `answers.cv`.
