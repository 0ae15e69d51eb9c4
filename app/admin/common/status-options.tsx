import { CLOSED_STATUSES, ENQUIRY_STATUSES, isClosed } from "#shared/enquiries/status.ts";
import { statusLabels, statusGroupText } from "#app/content/admin.ts";

/** The conversation states as a select's options: the live ones, then the closed under "Closed". */
export function StatusOptions() {
  return (
    <>
      {ENQUIRY_STATUSES.filter((status) => !isClosed(status)).map((status) => (
        <option key={status} value={status}>
          {statusLabels[status]}
        </option>
      ))}
      <optgroup label={statusGroupText.closed}>
        {CLOSED_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </optgroup>
    </>
  );
}
