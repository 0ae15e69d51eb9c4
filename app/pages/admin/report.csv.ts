import type { APIRoute } from "astro";
import { reportCsv } from "~/admin/report/report-page";

export const prerender = false;

export const GET: APIRoute = (context) => reportCsv(context);
