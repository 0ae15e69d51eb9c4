const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A publishing day (YYYY-MM-DD) in long form, e.g. "October 27, 2025". */
export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {longDate.format(new Date(date))}
    </time>
  );
}
