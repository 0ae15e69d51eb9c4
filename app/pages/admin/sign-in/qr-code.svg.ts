import type { APIRoute } from "astro";
import { enrolmentQrCode } from "#app/admin/second-step/second-step-page.ts";

export const prerender = false;

export const GET: APIRoute = (context) => enrolmentQrCode(context);
