/**
 * Characters a reader cannot see but a machine obeys: the C0 and C1 control characters and DEL
 * (an escape sequence drives a terminal, a NUL ends a mail header early), and the bidirectional
 * marks, embeddings, overrides and isolates, which can make a name or a subject read backwards.
 */

/** U+0000–U+001F, U+007F–U+009F. */
export function isControlCharacter(codePoint: number): boolean {
  return codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
}

/**
 * Unicode's Bidi_Control characters: the Arabic letter mark U+061C, the left-to-right and
 * right-to-left marks U+200E–U+200F, U+202A–U+202E and U+2066–U+2069.
 */
export function isBidiControl(codePoint: number): boolean {
  return (
    codePoint === 0x061c ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  );
}

/** Whether `text` holds a character for which `test` is true. */
export function containsCharacter(text: string, test: (codePoint: number) => boolean): boolean {
  for (const character of text) if (test(character.codePointAt(0)!)) return true;
  return false;
}

/**
 * The text with every control and bidirectional character written as its `\uXXXX` escape, as
 * JSON writes one, except those in `keep`: what a terminal shows of a visitor's text, so an
 * escape sequence is read, never obeyed.
 */
export function escapeInvisible(text: string, keep = ""): string {
  let escaped = "";
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const hidden = isControlCharacter(codePoint) || isBidiControl(codePoint);
    escaped +=
      hidden && !keep.includes(character)
        ? `\\u${codePoint.toString(16).padStart(4, "0")}`
        : character;
  }
  return escaped;
}
