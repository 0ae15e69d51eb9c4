import type { APIRoute } from "astro";
import { cvDownload } from "~/admin/enquiry/cv-download";

export const prerender = false;

export const GET: APIRoute = (context) => cvDownload(context, context.params.id ?? "");
