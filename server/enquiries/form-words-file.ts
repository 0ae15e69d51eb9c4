/**
 * Reads the forms' words (app/content/forms.yaml: `fields`, `textRules`, `answers`) with Node
 * and checks them, the facts they quote filled in as the site's build does.
 */
import type { FormWords } from "#shared/enquiries/words.ts";
import { formWordsSchema } from "#shared/enquiries/words-schema.ts";
import { CONTENT_DIR, readContentFile } from "#server/site/content-file.ts";
import path from "node:path";

const FILE = "forms.yaml";
export const FORM_WORDS_FILE = path.join(CONTENT_DIR, FILE);

/** Reads and checks the words; a mistake throws one line naming the file and the field. */
export function readFormWords(): FormWords {
  return readContentFile(FILE, formWordsSchema).data;
}
