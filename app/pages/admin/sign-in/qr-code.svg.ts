import type { APIRoute } from "astro";
import { enrolmentQrCode } from "~/lib/admin/second-step-page";

export const prerender = false;

export const GET: APIRoute = (context) => enrolmentQrCode(context);
