/**
 * The name shown for a team member wherever they appear: the one they were given, else the part
 * of their address before the @ made readable ("asha.verma@…" → "Asha Verma").
 */
export function displayNameOf(person: {
  readonly email: string;
  readonly displayName?: string | undefined;
}): string {
  const given = person.displayName?.trim();
  if (given) return given;
  const local = person.email.split("@")[0] ?? person.email;
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
