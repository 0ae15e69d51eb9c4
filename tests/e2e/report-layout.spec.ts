import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { reportText } from "#app/content/admin.ts";
import { addTeamMember, seedBooking } from "#server/test-support/bookings.ts";
import { saveEnquiry, validBodies } from "#server/test-support/enquiries.ts";
import { stopReplyClock } from "#server/reply-promise/clocks-store.ts";
import { actionFor, type EnquiryKind } from "#shared/enquiries/kinds.ts";

/**
 * The report reads on a 375 px phone and a 1440 px screen (issue 34): in every chart no two
 * labels overlap, the count axes count whole enquiries and bookings, the words are drawn at a
 * readable size, and the tables' headers never break inside a word.
 */

const LEAD = { email: "layout.lead@malwasoftworks.example", password: "the lead's passphrase" };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The charts of a report with enquiries of every kind, answered early to very late, and bookings. */
const CHARTS = [
  reportText.byWeek,
  reportText.byCampaign,
  reportText.byReferrer,
  reportText.replyTimes,
  reportText.bookingsByWeek,
  reportText.consultationsBooked,
];
/** The smallest size, in CSS pixels as drawn, a chart's words may shrink to. */
const READABLE_PX = 11;

let own: OwnServer;

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  own = await startOwnServer("report-layout");
  const { db } = own;
  await ownServerMember(db, LEAD, "administrator");
  const now = Date.now();
  const kinds: EnquiryKind[] = ["project", "generalEnquiry", "consultation", "contact", "email"];
  // One enquiry every few days over four weeks, each answered a little later than the last:
  // small counts, where a count axis is tempted to show halves.
  const answeredAfterHours = [2, 8, 15, 20, 30, 60, 3, 10];
  for (const [index, hours] of answeredAfterHours.entries()) {
    const kind = kinds[index % kinds.length]!;
    const id = crypto.randomUUID();
    const receivedAt = new Date(now - (3 + index * 3) * DAY_MS);
    await saveEnquiry(
      db,
      {
        id,
        kind,
        action: actionFor(kind),
        fields: { ...validBodies.project, name: `Layout ${index}` },
        submissionId: undefined,
        isSpam: false,
        attribution:
          index % 2 === 0
            ? { utmSource: "newsletter", utmCampaign: `autumn-offer-${index}` }
            : { referrer: `https://www.example.com/articles/${index}/a-long-path` },
        createdAt: receivedAt,
      },
      [],
      {
        remindAt: new Date(receivedAt.getTime() + 18 * HOUR_MS),
        dueAt: new Date(receivedAt.getTime() + 24 * HOUR_MS),
      },
    );
    await stopReplyClock(db, {
      enquiryId: id,
      by: LEAD.email,
      at: new Date(receivedAt.getTime() + hours * HOUR_MS),
      how: "outside",
    });
  }
  const consultant = await addTeamMember(db, "layout.consultant@malwasoftworks.example");
  for (const daysAgo of [2, 9]) {
    await seedBooking(db, {
      start: new Date(now + (2 + daysAgo) * DAY_MS),
      consultantId: consultant,
      createdAt: new Date(now - daysAgo * DAY_MS),
    });
  }
});

test.afterAll(() => own?.close());

interface LabelBox {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** The size the words are drawn at, in CSS pixels: the font's size times the drawing's scale. */
  readonly drawnPx: number;
}

/** Every word of the chart the reader sees, with its box on the screen. */
function labelsOf(chart: Locator): Promise<LabelBox[]> {
  return chart.evaluate((svg: SVGSVGElement) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll("text")]
      .filter((text) => (text.textContent ?? "").trim() !== "")
      .map((text) => {
        const box = text.getBoundingClientRect();
        return {
          text: text.textContent!.trim(),
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          drawnPx: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
        };
      });
  });
}

const overlap = (a: LabelBox, b: LabelBox) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5;

/** A tick of a count axis: a number alone (a week's date is not one). */
const NUMBER = /^[−-]?[\d,.]+$/;

/** Headers (of columns and of rows) whose words are split over two lines, or whose text runs out of the cell. */
function brokenHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const header of document.querySelectorAll<HTMLElement>("main th")) {
      if (header.scrollWidth > header.clientWidth) broken.push(`${header.innerText} (overflows)`);
      const text = header.firstChild;
      if (!(text instanceof Text)) continue;
      // A word may end a line after its hyphen ("E-" "mail"), never inside a part of it.
      for (const part of text.data.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(text, part.index);
        range.setEnd(text, part.index + part[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(`${header.innerText} ("${part[0]}" split)`);
      }
    }
    return broken;
  });
}

for (const width of [375, 1440]) {
  test(`at ${width} px every chart's labels stand apart, count whole numbers and read at ${READABLE_PX} px or more; no table header breaks a word`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInOn(page, own.server.url, own.db, LEAD);
    await page.goto(`${own.server.url}/admin/report?days=90`);
    for (const heading of CHARTS) {
      const chart = page
        .getByRole("region", { name: heading })
        .locator("svg[role=img]")
        .filter({ visible: true });
      await expect(chart, heading).toHaveCount(1);
      const labels = await labelsOf(chart);
      for (const [index, label] of labels.entries()) {
        for (const other of labels.slice(index + 1)) {
          expect
            .soft(overlap(label, other), `${heading}: "${label.text}" and "${other.text}"`)
            .toBe(false);
        }
        expect
          .soft(label.drawnPx, `${heading}: "${label.text}"`)
          .toBeGreaterThanOrEqual(READABLE_PX);
      }
      const ticks = labels.map((label) => label.text).filter((text) => NUMBER.test(text));
      expect.soft(ticks.length, `${heading}: count ticks`).toBeGreaterThanOrEqual(2);
      for (const tick of ticks) expect.soft(tick, heading).toMatch(/^\d+$/);
    }
    expect.soft(await brokenHeaders(page)).toEqual([]);
    // Nothing but a wide table's own scroller is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // A table that scrolls takes focus, so that it scrolls from the keyboard.
    await expectNoAxeViolations(page);
  });
}
