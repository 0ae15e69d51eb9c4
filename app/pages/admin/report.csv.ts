import type { APIRoute } from "astro";
import { reportCsv } from "#app/admin/report/report-page.ts";

export const prerender = false;

export const GET: APIRoute = (context) => reportCsv(context);
