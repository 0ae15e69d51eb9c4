import type { APIRoute } from "astro";
import { exportCsv } from "#app/admin/inbox/export-csv.ts";

export const prerender = false;

export const GET: APIRoute = (context) => exportCsv(context);
