/**
 * `/admin/enquiries/:id/cv`: a job application's CV, only ever as a download. The browser is told
 * not to guess its type, and a sandboxing policy keeps it from running anything should it be
 * opened from the download list; every download is in the audit log.
 */
import { adminHeaders, type AdminRequest } from "~/admin/common/answer";
import { requireSession } from "~/admin/common/guard";

/** `filename` for plain ASCII readers, `filename*` (RFC 5987) with the name as it was. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function cvDownload(context: AdminRequest, id: string): Promise<Response> {
  const signed = await requireSession(context);
  if (signed instanceof Response) return signed;
  const cv = await signed.admin.downloadCv(signed.session, id);
  if (!cv) return new Response(null, { status: 404, headers: adminHeaders });
  return new Response(cv.bytes.slice(), {
    headers: {
      ...adminHeaders,
      "Content-Type": cv.mediaType,
      "Content-Disposition": disposition(cv.fileName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}
