import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { INBOX_PATH, requirePost, SIGN_IN_PATH } from "./guard.server";

/** Signing out is a POST with the CSRF token; a visit by link just goes to the inbox. */
export function loader() {
  return redirect(INBOX_PATH);
}

export async function action(args: Route.ActionArgs) {
  const { admin } = await requirePost(args, await args.request.formData());
  const clear = await admin.signOut(args.request.headers.get("Cookie"));
  return redirect(SIGN_IN_PATH, { status: 303, headers: { "Set-Cookie": clear } });
}
