/** The people e-mails' words (app/content/people-emails.yaml), read and checked once. */
import { peopleEmailWordsSchema, type PeopleEmailWords } from "#shared/people/email-words.ts";
import { readContentFile } from "#server/site/content-file.ts";

export const peopleEmailWords: PeopleEmailWords = readContentFile(
  "people-emails.yaml",
  peopleEmailWordsSchema,
).data;
