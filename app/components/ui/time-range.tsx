/**
 * Opening hours such as "9:00 AM – 6:00 PM": each time stays whole on its line ("6:00 PM" never
 * becomes "6:00 / PM"); only the dash between them may break.
 */
export function TimeRange({ text }: { text: string }) {
  const [from, ...rest] = text.split(" – ");
  if (rest.length === 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{from} –</span>{" "}
      <span className="whitespace-nowrap">{rest.join(" – ")}</span>
    </>
  );
}
