import { describe, expect, it } from "vitest";
import { formatTeamTime, teamClockText, teamDayEnd, teamDayStart } from "./team-time.ts";

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

describe("team time in a zone with daylight saving time", () => {
  it("gives the day the clocks go forward 23 hours, and the day they go back 25", () => {
    expect(teamDayStart("2030-03-31", "Europe/Berlin").toISOString()).toBe(
      "2030-03-30T23:00:00.000Z",
    );
    expect(teamDayEnd("2030-03-31", "Europe/Berlin").toISOString()).toBe(
      "2030-03-31T22:00:00.000Z",
    );
    expect(teamDayStart("2030-10-27", "Europe/Berlin").toISOString()).toBe(
      "2030-10-26T22:00:00.000Z",
    );
    expect(teamDayEnd("2030-10-27", "Europe/Berlin").toISOString()).toBe(
      "2030-10-27T23:00:00.000Z",
    );
  });

  it("starts a day whose midnight the clocks skip at the first minute that exists", () => {
    const start = teamDayStart("2030-03-10", "America/Havana");
    expect(start.toISOString()).toBe("2030-03-10T05:00:00.000Z");
    expect(teamClockText(start, "America/Havana")).toBe("2030-03-10 01:00");
    expect(teamDayEnd("2030-03-09", "America/Havana")).toEqual(start);
  });

  it("reads the team's clock on either side of a change", () => {
    expect(teamClockText(new Date("2030-03-31T00:59:00Z"), "Europe/Berlin")).toBe(
      "2030-03-31 01:59",
    );
    expect(teamClockText(new Date("2030-03-31T01:00:00Z"), "Europe/Berlin")).toBe(
      "2030-03-31 03:00",
    );
  });
});
