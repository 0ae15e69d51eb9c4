import type { APIRoute } from "astro";
import { shortcutsScript } from "#app/admin/shortcuts/shortcuts-endpoint.ts";

export const prerender = false;

export const GET: APIRoute = () => shortcutsScript();
