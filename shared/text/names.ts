/** "asha.verma@example.com" as "Asha Verma", for someone known only by an address. */
export function nameFromAddress(address: string): string {
  const at = address.indexOf("@");
  return (at === -1 ? address : address.slice(0, at))
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}
