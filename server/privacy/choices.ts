/**
 * What a person does on the page their signed link opens, without signing in: withdraw the
 * consent to updates they gave with any enquiry from their address (at once), or ask for their
 * data to be erased (a privacy request an administrator carries out by its due date). Each is
 * recorded in the audit log under the enquiry's id, never the address.
 */
import { SYSTEM_ACTORS } from "#shared/audit/log.ts";
import type { ConsentChoiceService, ConsentChoices } from "#shared/privacy/choices.ts";
import type { Logger } from "#server/lib/logger.ts";
import { recordAudit } from "#server/audit/log.ts";
import { consentReceiptsOf, withdrawMarketing } from "#server/consent/receipts.ts";
import type { Database } from "#server/store/database.ts";
import { enquiryIdsOf, findEnquiry } from "#server/enquiries/store.ts";
import { erasureDueAt, recordErasureRequest } from "./requests-store.ts";
import type { ConsentLinks } from "./consent-links.ts";

/** How long the team has to carry out an erasure a person asked for. */
export const ERASURE_DUE_DAYS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createConsentChoices({
  db,
  links,
  logger,
  now = () => new Date(),
}: {
  readonly db: Database;
  readonly links: ConsentLinks;
  readonly logger: Logger;
  readonly now?: () => Date;
}): ConsentChoiceService {
  /** The person's enquiries (all from the address of the linked one), or why there are none. */
  async function personOf(enquiryId: string, signature: string) {
    if (!UUID.test(enquiryId) || !links.verify(enquiryId, signature)) return "forged" as const;
    const enquiry = await findEnquiry(db, enquiryId);
    if (!enquiry) return "gone" as const;
    const email = enquiry.fields.email ?? "";
    return email ? await enquiryIdsOf(db, db.dialect, email) : [enquiryId];
  }

  async function choicesOf(ids: readonly string[]): Promise<ConsentChoices> {
    const receipts = [...(await consentReceiptsOf(db, ids)).values()].flat();
    return {
      receivingUpdates: receipts.some(
        (receipt) => receipt.purpose === "marketing" && receipt.withdrawnAt === undefined,
      ),
      erasureDueAt: await erasureDueAt(db, ids),
    };
  }

  const audit = (action: "marketing-withdrawn" | "erasure-requested", subject: string) =>
    recordAudit(db, { at: now(), actor: SYSTEM_ACTORS.consentPage, action, subject });

  return {
    async choices(enquiryId, signature) {
      const ids = await personOf(enquiryId, signature);
      return typeof ids === "string" ? ids : choicesOf(ids);
    },

    async withdrawUpdates(enquiryId, signature) {
      const ids = await personOf(enquiryId, signature);
      if (typeof ids === "string") return ids;
      const withdrawn = await withdrawMarketing(db, ids, now());
      if (withdrawn > 0) {
        await audit("marketing-withdrawn", enquiryId);
        logger.info({ enquiryId, withdrawn }, "consent to updates withdrawn");
      }
      return choicesOf(ids);
    },

    async requestErasure(enquiryId, signature) {
      const ids = await personOf(enquiryId, signature);
      if (typeof ids === "string") return ids;
      if ((await erasureDueAt(db, ids)) === undefined) {
        const at = now();
        const dueAt = new Date(at.getTime() + ERASURE_DUE_DAYS * 24 * 60 * 60_000);
        await recordErasureRequest(db, { enquiryId, at, dueAt });
        await audit("erasure-requested", enquiryId);
        logger.info({ enquiryId }, "erasure requested");
      }
      return choicesOf(ids);
    },
  };
}
