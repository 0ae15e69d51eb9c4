import type { RecordView } from "#app/admin/common/views.ts";
import { consentText } from "#app/content/admin.ts";
import { panelClass } from "#app/admin/common/controls.ts";

/** What the person agreed to with this enquiry: each purpose, the notice they saw, withdrawals. */
export function ConsentPanel({ consents }: { consents: RecordView["consents"] }) {
  return (
    <section aria-labelledby="consent-heading" className={panelClass}>
      <h2 id="consent-heading" className="text-lg font-bold">
        {consentText.heading}
      </h2>
      {consents.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{consentText.none}</p>
      ) : (
        <ul className="mt-2 grid gap-3 text-sm">
          {consents.map((consent) => (
            <li key={consent.purpose} className="break-words">
              <span className="font-semibold">{consentText.purposes[consent.purpose]}</span>
              <br />
              <span className="text-ink-muted">
                {consentText.notice(consent.noticeDate, consent.noticeHash)}
                {consent.page ? ` ${consentText.fromPage} ${consent.page}` : ""}
              </span>
              <br />
              {consentText.given}: <time dateTime={consent.givenIso}>{consent.given}</time>
              {consent.withdrawn ? (
                <>
                  {" · "}
                  {consentText.withdrawn}:{" "}
                  <time dateTime={consent.withdrawnIso}>{consent.withdrawn}</time>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
