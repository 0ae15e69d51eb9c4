/**
 * `@name` in a note: the colleagues it names. A name is the part of a team member's address
 * before the @ ("@asha" for asha@…), matched ignoring case; a name nobody has names nobody.
 */
import { normalizeEmail } from "#shared/text/email.ts";

/** `@` at the start or after a space or punctuation (not inside an address), then the name. */
const MENTION = /(?:^|[^\p{L}\p{N}._%+-])@([\p{L}\p{N}._%+-]+)/gu;

/** The members the text names, each once, in the order of the team's list. */
export function mentionedMembers(text: string, members: readonly string[]): string[] {
  const names = new Set(
    [...text.matchAll(MENTION)].map((match) => (match[1] ?? "").replace(/\.+$/, "").toLowerCase()),
  );
  return members
    .map(normalizeEmail)
    .filter((member, index, all) => all.indexOf(member) === index)
    .filter((member) => names.has(member.slice(0, member.lastIndexOf("@"))));
}
