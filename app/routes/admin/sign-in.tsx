import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { adminServiceContext, type SignInOutcome } from "@shared/admin-service";
import { AdminShell } from "~/components/admin/admin-shell";
import { panelClass } from "~/components/admin/controls";
import { LabelledInput } from "~/components/admin/labelled-input";
import { Button } from "~/components/ui/button";
import { adminTitles, signInText } from "~/content/admin";
import { safeReturnPath } from "./guard.server";
import { adminMeta } from "./meta";

export function meta() {
  return adminMeta(adminTitles.signIn);
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const admin = context.get(adminServiceContext);
  const cookie = request.headers.get("Cookie");
  const next = safeReturnPath(url.searchParams.get("next"));
  if (await admin.session(cookie)) throw redirect(next);
  const form = admin.signInForm(cookie);
  return data(
    { token: form.token, next },
    form.setCookie ? { headers: { "Set-Cookie": form.setCookie } } : undefined,
  );
}

type Refusal = Exclude<SignInOutcome, { status: "signed-in" }> | { status: "missing" };

function refusalMessage(refusal: Refusal): string {
  switch (refusal.status) {
    case "refused":
      return signInText.refused;
    case "expired":
      return signInText.expired;
    case "locked":
      return signInText.locked(refusal.minutes);
    case "missing":
      return signInText.missing;
  }
}

const refusalStatus = { refused: 401, expired: 403, locked: 429, missing: 400 } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminServiceContext);
  const cookieHeader = request.headers.get("Cookie");
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const next = safeReturnPath(form.get("next"));

  const outcome: SignInOutcome | { status: "missing" } =
    email.trim() === "" || password === ""
      ? { status: "missing" }
      : await admin.signIn({ email, password, token: form.get("token"), cookieHeader });

  if (outcome.status === "signed-in") {
    throw redirect(next, {
      status: 303,
      headers: outcome.setCookies.map((cookie) => ["Set-Cookie", cookie]),
    });
  }
  // A stale form gets a fresh token, so the next try can succeed without reloading.
  const fresh = outcome.status === "expired" ? admin.signInForm(null) : undefined;
  return data(
    { error: refusalMessage(outcome), email, token: fresh?.token },
    {
      status: refusalStatus[outcome.status],
      headers: fresh?.setCookie ? { "Set-Cookie": fresh.setCookie } : undefined,
    },
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const error = actionData?.error;
  return (
    <AdminShell>
      <div className={`${panelClass} mx-auto mt-4 max-w-md sm:mt-12`}>
        <h1 className="text-2xl font-bold">{signInText.heading}</h1>
        <p className="mt-1 text-ink-muted">{signInText.intro}</p>
        <Form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="token" value={actionData?.token ?? loaderData.token} />
          <input type="hidden" name="next" value={loaderData.next} />
          <LabelledInput
            id="email"
            label={signInText.email}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ""}
            aria-describedby={error ? "sign-in-error" : undefined}
            aria-invalid={error ? true : undefined}
          />
          <LabelledInput
            id="password"
            label={signInText.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={error ? "sign-in-error" : undefined}
            aria-invalid={error ? true : undefined}
          />
          <p id="sign-in-error" role="alert" className="min-h-6 text-sm font-semibold text-danger">
            {error}
          </p>
          <Button type="submit" disabled={submitting}>
            {submitting ? signInText.submitting : signInText.submit}
          </Button>
        </Form>
      </div>
    </AdminShell>
  );
}
