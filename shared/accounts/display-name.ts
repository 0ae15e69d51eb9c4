import { nameFromAddress } from "#shared/text/names.ts";

/**
 * The name shown for a team member wherever they appear: the one they were given, else the part
 * of their address before the @ made readable ("asha.verma@…" → "Asha Verma").
 */
export function displayNameOf(person: {
  readonly email: string;
  readonly displayName?: string | undefined;
}): string {
  return person.displayName?.trim() || nameFromAddress(person.email);
}
