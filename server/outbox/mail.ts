/** What every e-mail the outbox sends is made of: a subject, a text and an HTML alternative. */
export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export function htmlDocument(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">${body}</body></html>`;
}
