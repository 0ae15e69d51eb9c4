import { CV_FIELD, CV_TYPES } from "#shared/hiring/cv.ts";
import { FieldFrame } from "./field.tsx";

/** Both the types' names and their extensions, so every system's file picker offers them. */
const accepted = [
  ...Object.keys(CV_TYPES),
  ...Object.values(CV_TYPES).map((extension) => `.${extension}`),
].join(",");

/** The job application's optional CV: one PDF or DOCX file, checked again by the server. */
export function CvField({ className }: { className?: string }) {
  return (
    <FieldFrame name={CV_FIELD} className={className}>
      {({ defaultValue: _none, className: controlClass, ...control }) => (
        <input
          type="file"
          accept={accepted}
          {...control}
          className={`${controlClass} file:mr-3 file:rounded-pill file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-700`}
        />
      )}
    </FieldFrame>
  );
}
