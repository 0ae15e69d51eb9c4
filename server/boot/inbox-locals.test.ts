/**
 * The inbox's contracts as a page gets them for one request: the team's changes of a booking are
 * among them, bound to the request's client address for the audit log, and wake the outbox.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { auditPage } from "#server/audit/log.ts";
import { findBooking } from "#server/booking/store.ts";
import { openDatabase } from "#server/store/open.ts";
import { addTeamMember, seedBooking } from "#server/test-support/bookings.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { testKeys } from "#server/test-support/keys.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { createInboxLocals } from "./inbox-locals.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const ist = (local: string) => new Date(`${local}+05:30`);
const now = ist("2027-01-11T09:00");
const sales: AdminSession = {
  email: "ravi@malwasoftworks.example",
  role: "reviewer",
  csrfToken: "",
};

for (const target of databases.all) {
  describe(`the inbox's locals on ${target.name}`, () => {
    it("cancel a booking for the team with the request's client address in the audit log, and wake the outbox", async () => {
      const db = await openDatabase(await target.fresh());
      const consultant = await addTeamMember(db, sales.email);
      const { bookingId, enquiryId } = await seedBooking(db, {
        start: ist("2027-01-12T10:00"),
        consultantId: consultant,
      });
      let wakes = 0;
      const gateway = createInboxLocals({
        db,
        logger: capturedLogger().logger,
        secureCookies: false,
        keys: testKeys,
        signInAttemptsPerMinute: 10,
        twoStepRequiredFor: "everyone",
        siteUrl: "http://localhost:3000",
        onDeliveryDue: () => wakes++,
        now: () => now,
      });

      const outcome = await gateway("198.51.100.4").bookings.cancel(
        sales,
        bookingId,
        "The client is travelling",
      );

      expect(outcome.changed).toBe(true);
      expect((await findBooking(db, bookingId))?.state).toBe("cancelled");
      expect(wakes).toBe(1);
      const { entries } = await auditPage(db, { offset: 0, limit: 10 });
      expect(
        entries
          .filter((entry) => entry.action === "booking-cancelled")
          .map((entry) => [entry.actor, entry.clientAddress, entry.subject, entry.detail]),
      ).toEqual([
        [
          sales.email,
          "198.51.100.4",
          enquiryId,
          `booking ${bookingId}: cancelled: The client is travelling`,
        ],
      ]);
    });
  });
}
