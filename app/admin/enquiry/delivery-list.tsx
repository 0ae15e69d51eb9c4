import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { channelLabels, enquiryText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import type { DeliveryView } from "#app/admin/common/views.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import type { ActionNoticeValue } from "#app/admin/common/answer.ts";
import { panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

interface DeliveryListProps {
  readonly deliveries: readonly DeliveryView[];
  readonly isSpam: boolean;
  readonly csrfToken: string;
  readonly notice: ActionNoticeValue | undefined;
}

const statusText = {
  sent: enquiryText.sent,
  pending: enquiryText.pending,
  failed: enquiryText.failed,
} as const;

const statusTone = {
  sent: "text-success",
  pending: "text-accent-600",
  failed: "text-danger",
} as const;

/** Each channel's delivery: sent, pending with its next try, or failed with its last error. */
export function DeliveryList({ deliveries, isSpam, csrfToken, notice }: DeliveryListProps) {
  return (
    <section aria-labelledby="delivery-heading" className={panelClass}>
      <h2 id="delivery-heading" className="text-lg font-bold">
        {enquiryText.deliveryHeading}
      </h2>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          {isSpam ? enquiryText.deliverySpam : enquiryText.deliveryNone}
        </p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="border-t border-line pt-3 first:border-0 first:pt-0">
              <h3 className="text-base font-semibold">{channelLabels[delivery.channel]}</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-ink-muted">{enquiryText.statusLabel}</dt>
                <dd className={cn("font-semibold", statusTone[delivery.status])}>
                  {statusText[delivery.status]}
                </dd>
                {delivery.sentAt ? (
                  <>
                    <dt className="text-ink-muted">{enquiryText.sentAt}</dt>
                    <dd>{delivery.sentAt}</dd>
                  </>
                ) : null}
                {delivery.nextTry ? (
                  <>
                    <dt className="text-ink-muted">{enquiryText.nextTry}</dt>
                    <dd>{delivery.nextTry}</dd>
                  </>
                ) : null}
                <dt className="text-ink-muted">{enquiryText.attempts}</dt>
                <dd>{delivery.attempts}</dd>
                {delivery.lastError && delivery.status !== "sent" ? (
                  <>
                    <dt className="text-ink-muted">{enquiryText.lastError}</dt>
                    <dd className="break-words">{delivery.lastError}</dd>
                  </>
                ) : null}
              </dl>
              {delivery.status === "sent" ? null : (
                <form method="post" className="mt-2">
                  <CsrfField token={csrfToken} />
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="delivery" value={delivery.id} />
                  <button
                    type="submit"
                    aria-label={`${enquiryText.retry}: ${channelLabels[delivery.channel]}`}
                    className={buttonClass({ variant: "secondary" })}
                  >
                    <Icon name="retry" className="size-4" />
                    {enquiryText.retry}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <ActionNotice id="delivery-notice" notice={notice} />
      </div>
    </section>
  );
}
