import { describe, expect, it } from "vitest";
import { openSlots, refusalOf } from "#shared/booking/availability.ts";
import { slotTimes } from "#shared/booking/zones.ts";
import { readBookingSetup } from "./settings.ts";

const ist = (local: string) => new Date(`${local}+05:30`);
const free = { bookings: [], busy: [] };

describe("the booking settings the server keeps", () => {
  const { consultation } = readBookingSetup().rules;

  it("offer the consultation in the office's opening hours from site.yaml", () => {
    // Friday 25 December 2026 is in holidays.yaml; Saturday 26 keeps the Saturday hours.
    const now = ist("2026-12-21T06:00");
    const days = new Map<string, string[]>();
    for (const slot of openSlots(consultation, now, free)) {
      const { isoDay, time } = slotTimes(slot.start, "Asia/Kolkata", "Asia/Kolkata").visitor;
      days.set(isoDay, [...(days.get(isoDay) ?? []), time]);
    }
    expect(days.get("2026-12-22")?.[0]).toBe("09:00");
    expect(days.get("2026-12-22")?.at(-1)).toBe("17:30");
    expect(days.get("2026-12-26")?.[0]).toBe("10:00");
    expect(days.get("2026-12-26")?.at(-1)).toBe("15:30");
    expect(days.has("2026-12-25")).toBe(false);
    expect(days.has("2026-12-27")).toBe(false);
    expect(refusalOf(consultation, now, free, ist("2026-12-25T10:00"))).toBe("closed");
  });
});
