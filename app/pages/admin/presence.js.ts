import type { APIRoute } from "astro";
import { presenceScript } from "#app/admin/enquiry/presence-endpoint.ts";

export const prerender = false;

export const GET: APIRoute = () => presenceScript();
