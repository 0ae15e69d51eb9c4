/** The calendar invitation a booking's mail carries, as a calendar client reads it. */

/** The text/calendar part of a received mail, and the method its Content-Type names. */
export function calendarPart(raw: string): { method: string | undefined; ics: string } {
  const part =
    /Content-Type: text\/calendar; [^\r\n]*method=(\w+)[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/i.exec(raw);
  if (!part) throw new Error("No text/calendar part");
  const [, method, body = ""] = part;
  const ics = /Content-Transfer-Encoding: base64/i.test(
    raw.slice(raw.indexOf(part[0]), raw.indexOf(part[0]) + 200),
  )
    ? Buffer.from(body.replaceAll(/\s/g, ""), "base64").toString("utf8")
    : body.replaceAll(/=\r\n/g, "");
  return { method, ics };
}
