import type { APIRoute } from "astro";
import { enrolmentQrCode } from "~/admin/second-step/second-step-page";

export const prerender = false;

export const GET: APIRoute = (context) => enrolmentQrCode(context);
