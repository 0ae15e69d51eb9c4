/** A steady adult reading pace for prose, in words a minute. */
const WORDS_PER_MINUTE = 200;

/** The whole minutes a text takes to read (at least one). */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
