import { describe, expect, it } from "vitest";
import { formatTeamTime, teamClockText, teamDayEnd, teamDayStart } from "./team-time";

describe("team time (Asia/Kolkata)", () => {
  const instant = new Date("2030-01-15T04:30:00Z");

  it("shows an instant on the team's clock", () => {
    expect(formatTeamTime(instant)).toBe("15 Jan 2030, 10:00 IST");
    expect(teamClockText(instant)).toBe("2030-01-15 10:00");
    expect(teamClockText(new Date("2030-01-15T20:00:00Z"))).toBe("2030-01-16 01:30");
  });

  it("turns a team day into the instants it starts and ends", () => {
    expect(teamDayStart("2030-01-15").toISOString()).toBe("2030-01-14T18:30:00.000Z");
    expect(teamDayEnd("2030-01-15").toISOString()).toBe("2030-01-15T18:30:00.000Z");
    expect(teamDayEnd("2030-12-31").toISOString()).toBe("2030-12-31T18:30:00.000Z");
  });
});
