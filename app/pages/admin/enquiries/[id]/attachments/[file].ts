import type { APIRoute } from "astro";
import { attachmentDownload } from "#app/admin/enquiry/cv-download.ts";

export const prerender = false;

export const GET: APIRoute = (context) =>
  attachmentDownload(context, context.params.id ?? "", context.params.file ?? "");
