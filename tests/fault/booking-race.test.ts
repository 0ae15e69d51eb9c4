/**
 * Two server instances on one PostgreSQL, as a deployment runs them: ten visitors post the same
 * free time at once, five to each instance. Exactly one is booked; the nine others hear that it
 * was just taken, and nothing of theirs is stored.
 */
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { BOOKING_SLOT_FIELD, BOOKING_ZONE_FIELD } from "#shared/enquiries/schemas.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { freeTimes } from "#server/booking/service.ts";
import { readBookingSetup } from "#server/booking/settings.ts";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import { latestEnquiries } from "#server/enquiries/store.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";

const databases = await startTestDatabases();
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
  await databases.dispose();
});

describe.skipIf(databases.postgres === undefined)("booking one time on two instances", () => {
  it("books one of ten parallel posts; the nine others are told it was just taken", async () => {
    const config = await databases.postgres!.fresh();
    if (config.kind !== "postgres") throw new Error("PostgreSQL expected");
    const db = await openDatabase(config);
    // With no consultant marked, the first administrator takes every booking.
    await addAdminUser(db, "lead@malwasoftworks.example", "a long enough passphrase for tests");
    const setup = readBookingSetup();
    const [slot] = await freeTimes(db, setup.rules.consultation, new Date());
    for (let instance = 0; instance < 2; instance++) {
      running.push(
        await startServer({
          site: false,
          logger: pino({ level: "silent" }),
          env: {
            PORT: "0",
            HOST: "127.0.0.1",
            DATABASE_URL: config.url,
            SERVER_SECRET: TEST_SERVER_SECRET,
            RATE_LIMIT_PER_MINUTE: "1000",
          },
        }),
      );
    }

    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const response = await fetch(new URL(ENQUIRY_ENDPOINT, running[index % 2]!.url), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            ...validBodies.consultation,
            email: `visitor${index}@example.com`,
            [BOOKING_SLOT_FIELD]: slot!.start.toISOString(),
            [BOOKING_ZONE_FIELD]: "Asia/Kolkata",
          }),
        });
        return { status: response.status, body: (await response.json()) as Record<string, any> };
      }),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(9).fill(400));
    for (const answer of refused) {
      expect(answer.body.errors[BOOKING_SLOT_FIELD]).toBe(setup.refused.taken);
    }
    expect(await latestEnquiries(db, 20)).toHaveLength(1);
    await db.close();
  }, 60_000);
});
