import type { APIRoute } from "astro";
import { hiringReportCsv } from "#app/admin/openings/hiring-report-page.ts";

export const prerender = false;

export const GET: APIRoute = (context) => hiringReportCsv(context);
