import type { APIRoute } from "astro";
import { exportCsv } from "~/admin/inbox/export-csv";

export const prerender = false;

export const GET: APIRoute = (context) => exportCsv(context);
