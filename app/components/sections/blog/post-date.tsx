import { calendarDay } from "#shared/text/dates.ts";

/** A publishing day (YYYY-MM-DD) in long form, e.g. "27 October 2025". */
export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {calendarDay(date)}
    </time>
  );
}
