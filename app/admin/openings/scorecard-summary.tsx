import type { ScorecardSummary } from "#shared/hiring/scorecards.ts";
import { scorecardSummaryText as words, scorecardText } from "#app/content/admin.ts";

/** "2 of 2 scorecards: 1 strong yes, 1 yes". */
export function summaryLine(summary: ScorecardSummary): string {
  return words.line(
    words.count(summary.submitted, summary.expected),
    summary.recommendations.map(({ recommendation, count }) =>
      words.recommendation(count, scorecardText.recommendations[recommendation]),
    ),
  );
}

/** An application's scorecards in a line, and whose are missing. */
export function ScorecardSummaryLines({ summary }: { summary: ScorecardSummary }) {
  return (
    <>
      <p className="mt-1 text-sm font-semibold">{summaryLine(summary)}</p>
      {summary.missing.length > 0 ? (
        <p className="mt-1 text-sm break-all text-ink-muted">
          {words.missing(summary.missing.join(", "))}
        </p>
      ) : null}
    </>
  );
}
