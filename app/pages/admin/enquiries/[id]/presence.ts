import type { APIRoute } from "astro";
import { presenceBeat } from "#app/admin/enquiry/presence-endpoint.ts";

export const prerender = false;

export const POST: APIRoute = (context) => presenceBeat(context, context.params.id ?? "");
