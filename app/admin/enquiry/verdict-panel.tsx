import type { EnquiryStatus } from "#shared/enquiries/status.ts";
import type { SpamReason } from "#shared/spam/reasons.ts";
import { SPAM_THRESHOLD } from "#shared/spam/scoring.ts";
import { Button } from "#app/components/ui/button.tsx";
import { spamReasonLabels, verdictText } from "#app/content/admin.ts";
import { panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

interface VerdictPanelProps {
  readonly status: EnquiryStatus;
  readonly score: number | undefined;
  readonly reasons: readonly SpamReason[];
  readonly csrfToken: string;
}

/**
 * Why the spam check scored the enquiry as it did, and the one-click way out of spam (which
 * delivers it) or into it. Both post the status form's intent, so the outcome shows there.
 */
export function VerdictPanel({ status, score, reasons, csrfToken }: VerdictPanelProps) {
  const isSpam = status === "spam";
  return (
    <section aria-labelledby="verdict-heading" className={panelClass}>
      <h2 id="verdict-heading" className="text-lg font-bold">
        {verdictText.heading}
      </h2>
      {score === undefined ? (
        <p className="mt-2 text-sm text-ink-muted">{verdictText.notRecorded}</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-semibold">{verdictText.score(score, SPAM_THRESHOLD)}</p>
          {reasons.length === 0 ? (
            <p className="mt-1 text-sm text-ink-muted">{verdictText.noSignals}</p>
          ) : (
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
              {reasons.map((reason) => (
                <li key={reason}>{spamReasonLabels[reason]}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <form method="post" className="mt-4">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value={isSpam ? "new" : "spam"} />
        <Button
          type="submit"
          variant={isSpam ? "primary" : "secondary"}
          aria-describedby="verdict-hint"
        >
          {isSpam ? verdictText.notSpam : verdictText.markSpam}
        </Button>
        <p id="verdict-hint" className="mt-2 text-sm text-ink-muted">
          {isSpam ? verdictText.notSpamHint : verdictText.markSpamHint}
        </p>
      </form>
    </section>
  );
}
