/** "October 27, 2025" → "2025-10-27", read in local time so no time zone shifts the day. */
export function isoDate(text: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${text}`);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={isoDate(date)} className={className}>
      {date}
    </time>
  );
}
