import { describe, expect, it } from "vitest";
import { inboxFilterOf, inboxSearch, parseInboxQuery } from "./inbox-query.ts";

const parse = (search: string) => parseInboxQuery(new URLSearchParams(search));

describe("inbox query", () => {
  it("reads every filter from the URL", () => {
    const query = parse(
      "kind=project&status=open&from=2030-01-01&to=2030-01-31&q=+acme+&source=google&due=overdue&owner=mine&sort=due&page=3",
    );
    expect(query).toEqual({
      kind: "project",
      status: "open",
      from: "2030-01-01",
      to: "2030-01-31",
      q: "acme",
      source: "google",
      due: "overdue",
      owner: "mine",
      sort: "due",
      page: 3,
    });
    expect(inboxFilterOf(query, "me@example.com")).toEqual({
      kind: "project",
      status: "open",
      receivedFrom: new Date("2029-12-31T18:30:00Z"),
      receivedBefore: new Date("2030-01-31T18:30:00Z"),
      search: "acme",
      source: "google",
      overdue: true,
      owner: "me@example.com",
      order: "due",
    });
    expect(inboxFilterOf(parse("owner=unassigned"), "me@example.com")).toEqual({ unowned: true });
  });

  it("reads a job application's opening and stage, and keeps them in the URLs it writes", () => {
    const opening = "0b7c1f5e-2a4d-4c1e-9a53-3f1a2b3c4d5e";
    const query = parse(`kind=jobEnquiry&opening=${opening}&stage=interview`);
    expect(inboxFilterOf(query, "me@example.com")).toEqual({
      kind: "jobEnquiry",
      openingId: opening,
      stage: "interview",
    });
    expect(inboxSearch(query, { page: 2 })).toBe(
      `?kind=jobEnquiry&opening=${opening}&stage=interview&page=2`,
    );
    expect(parse("opening=not-an-id&stage=promoted")).toEqual({ page: 1 });
  });

  it("ignores values that mean nothing", () => {
    expect(
      parse(
        "kind=toString&status=archived&from=2030-02-30&to=yesterday&q=%20&source=+&due=soon&owner=theirs&sort=name&page=-2",
      ),
    ).toEqual({
      page: 1,
    });
    expect(parse("page=1.5")).toEqual({ page: 1 });
  });

  it("writes shareable URLs, changing one part at a time", () => {
    const query = parse("kind=contact&q=Asha Verma&page=2");
    expect(inboxSearch(query)).toBe("?kind=contact&q=Asha+Verma&page=2");
    expect(inboxSearch(query, { source: "google" })).toBe(
      "?kind=contact&q=Asha+Verma&source=google&page=2",
    );
    expect(inboxSearch(query, { page: 1 })).toBe("?kind=contact&q=Asha+Verma");
    expect(inboxSearch(query, { kind: undefined, page: 1 })).toBe("?q=Asha+Verma");
    expect(inboxSearch(parse(""))).toBe("");
  });
});
