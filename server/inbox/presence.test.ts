/**
 * Presence in a conversation, on SQLite and a real PostgreSQL (so across instances sharing one
 * store): a colleague's open page is seen by the others, writing when any page of theirs has a
 * reply in progress, and gone once it stops beating or says it was left.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { PRESENCE_WINDOW_MS } from "#shared/inbox/presence.ts";
import { adminServiceFixture, reader, T0, TEAM } from "#server/test-support/admin-service.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const ASHA = "asha@malwasoftworks.example";
const asha: AdminSession = { email: ASHA, role: "reviewer", csrfToken: "" };
const tab = () => crypto.randomUUID();

describe.each(databases.all)("presence on $name", (target) => {
  const fx = adminServiceFixture(target);

  it("shows who else has the conversation open and who is writing, until their page goes quiet", async () => {
    const service = await fx.setUp();
    // Two instances of the server over one store.
    const [here, there] = [service("203.0.113.1"), service("203.0.113.2")];
    const { id } = await fx.stored("contact", { name: "Imran Khan", email: "imran@example.org" });
    const [ashaTab, ashaOtherTab, teamTab] = [tab(), tab(), tab()];

    expect(await here.presence(asha, id, { tab: ashaTab, writing: false })).toEqual([]);
    expect(await there.presence(reader, id, { tab: teamTab, writing: false })).toEqual([
      { email: ASHA, writing: false },
    ]);
    expect(await here.presence(asha, id, { tab: ashaTab, writing: false })).toEqual([
      { email: TEAM, writing: false },
    ]);

    // Asha starts a reply in another page of hers: she is writing.
    fx.clock = new Date(T0.getTime() + 2_000);
    await here.presence(asha, id, { tab: ashaOtherTab, writing: true });
    expect(await there.presence(reader, id)).toEqual([{ email: ASHA, writing: true }]);

    // Her pages stop beating: gone after the window, while the team's page still beats.
    fx.clock = new Date(T0.getTime() + 2_000 + PRESENCE_WINDOW_MS);
    expect(await there.presence(reader, id, { tab: teamTab, writing: false })).toEqual([]);
    expect(await here.presence(asha, id)).toEqual([{ email: TEAM, writing: false }]);

    // A page left says so: gone at once.
    const leftTab = tab();
    await here.presence(asha, id, { tab: leftTab, writing: false });
    expect(await there.presence(reader, id)).toEqual([{ email: ASHA, writing: false }]);
    await here.presence(asha, id, { tab: leftTab, writing: false, leaving: true });
    expect(await there.presence(reader, id)).toEqual([]);

    expect(await here.presence(asha, crypto.randomUUID(), { tab: ashaTab, writing: false })).toBe(
      undefined,
    );
    await expect(here.presence(asha, id, { tab: "<script>", writing: true })).rejects.toThrow(
      RangeError,
    );
  });
});
