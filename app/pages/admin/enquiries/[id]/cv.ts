import type { APIRoute } from "astro";
import { cvDownload } from "#app/admin/enquiry/cv-download.ts";

export const prerender = false;

export const GET: APIRoute = (context) => cvDownload(context, context.params.id ?? "");
