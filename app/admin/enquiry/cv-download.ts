/**
 * `/admin/enquiries/:id/cv`: a job application's CV, and `/admin/enquiries/:id/attachments/:file`:
 * a file a customer's mail carried; each only ever as a download, to staff signed in. The browser is told
 * not to guess its type, and a sandboxing policy keeps it from running anything should it be
 * opened from the download list; every download is in the audit log. A HEAD (a link checker, a
 * download manager asking the size) gets the same headers without the file, and is no download.
 */
import { adminHeaders, type AdminRequest } from "#app/admin/common/answer.ts";
import { refusedEnquiry, requireSession, type Signed } from "#app/admin/common/guard.ts";

/** `filename` for plain ASCII readers, `filename*` (RFC 5987) with the name as it was. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function cvHeaders(cv: { fileName: string; mediaType: string }): Record<string, string> {
  return {
    ...adminHeaders,
    "Content-Type": cv.mediaType,
    "Content-Disposition": disposition(cv.fileName),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox; default-src 'none'",
  };
}

const notFound = () => new Response(null, { status: 404, headers: adminHeaders });

/** The headers a download would carry, read without the file and without an audit entry. */
async function cvHead(
  { hiring, session }: Signed<"hiring" | "inbox">,
  id: string,
): Promise<Response> {
  const cv = (await hiring.application(session, id))?.cv;
  if (!cv) return notFound();
  return new Response(null, {
    headers: { ...cvHeaders(cv), "Content-Length": String(cv.sizeBytes) },
  });
}

const forbidden = () => new Response(null, { status: 403, headers: adminHeaders });

export async function cvDownload(context: AdminRequest, id: string): Promise<Response> {
  const signed = await requireSession(context, "hiring", "inbox");
  if (signed instanceof Response) return signed;
  if (await refusedEnquiry(signed, id, context.url)) return forbidden();
  // Astro serves a HEAD with this GET route; the server keeps the request's own method.
  if (context.request.method === "HEAD") return cvHead(signed, id);
  const cv = await signed.hiring.downloadCv(signed.session, id);
  if (!cv) return notFound();
  return new Response(cv.bytes.slice(), { headers: cvHeaders(cv) });
}

/** A file a customer's mail carried (any signed-in member of the team; audited). */
export async function attachmentDownload(
  context: AdminRequest,
  id: string,
  fileId: string,
): Promise<Response> {
  const signed = await requireSession(context, "inbox");
  if (signed instanceof Response) return signed;
  if (await refusedEnquiry(signed, id, context.url)) return forbidden();
  const file = await signed.inbox.downloadAttachment(signed.session, id, fileId);
  if (!file) return notFound();
  return new Response(file.bytes.slice(), { headers: cvHeaders(file) });
}
