/** What a form posted as multipart carries: its text fields and its files. */
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
