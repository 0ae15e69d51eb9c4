/** A form sent as multipart/form-data: a job application with its CV. */
export function isMultipart(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
}
