import type { APIRoute } from "astro";
import { boardScript } from "#app/admin/openings/board-page.ts";

export const prerender = false;

export const GET: APIRoute = () => boardScript();
