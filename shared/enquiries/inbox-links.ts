/** Where the team reads one enquiry in the inbox; the list links there, and so do the e-mails. */
export function inboxEnquiryPath(id: string): string {
  return `/admin/enquiries/${encodeURIComponent(id)}`;
}
