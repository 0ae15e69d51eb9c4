/**
 * Whether a machine sent a mail: an auto-reply, an out-of-office, a mailing list, or a bounce
 * (a delivery status notification). Such a mail is recorded, never answered, and never reopens a
 * conversation or starts a clock, so two auto-responders never write to each other for ever.
 */
import type { HeaderValue } from "mailparser";

export type HeaderMap = ReadonlyMap<string, HeaderValue>;

const AUTOMATIC_PRECEDENCE = new Set(["bulk", "auto_reply", "list", "junk"]);
const BOUNCE_SENDER = /^(mailer-daemon|postmaster)@/i;

function text(value: HeaderValue | undefined): string {
  if (typeof value === "string") return value.trim().toLowerCase();
  if (value && typeof value === "object" && "value" in value && typeof value.value === "string") {
    return value.value.trim().toLowerCase();
  }
  return "";
}

export function isAutomaticMail(headers: HeaderMap, sender: string | undefined): boolean {
  const autoSubmitted = text(headers.get("auto-submitted"));
  if (autoSubmitted !== "" && autoSubmitted !== "no") return true;
  if (AUTOMATIC_PRECEDENCE.has(text(headers.get("precedence")))) return true;
  if (headers.has("x-autoreply") || headers.has("x-autorespond")) return true;
  // A delivery status notification (RFC 3464) is a multipart/report of that type.
  const contentType = headers.get("content-type");
  if (text(contentType) === "multipart/report") return true;
  return sender !== undefined && BOUNCE_SENDER.test(sender);
}
