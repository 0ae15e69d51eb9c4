/** Where the team reads one enquiry in the inbox; the list links there, and so do the e-mails. */
export function inboxEnquiryPath(id: string): string {
  return `/admin/enquiries/${encodeURIComponent(id)}`;
}

/** Where an enquiry's open page beats (presence, shared/inbox/presence.ts). */
export function presenceBeatPath(id: string): string {
  return `${inboxEnquiryPath(id)}/presence`;
}

/** Every enquiry's beat address, as the access log groups them. */
export const PRESENCE_BEAT_ROUTE = "/admin/enquiries/*/presence";

export function isPresenceBeatPath(path: string): boolean {
  return /^\/admin\/enquiries\/[^/]+\/presence$/.test(path);
}

/** An enquiry's own page, whose reply form may carry files. */
export function isEnquiryPagePath(path: string): boolean {
  return /^\/admin\/enquiries\/[^/]+$/.test(path);
}
