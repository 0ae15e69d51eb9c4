import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell } from "~/components/admin/admin-shell";
import { buttonClass } from "~/components/ui/button";
import { enquiryText, forgedPostText } from "~/content/admin";
import { adminHeaders } from "./meta";

/** Read by the root layout: the inbox renders without the marketing header and footer. */
export const handle = { siteChrome: false };

export const headers = adminHeaders;

export default function AdminLayout() {
  return <Outlet />;
}

/** A refused POST (403) or an unknown enquiry (404), in the inbox's own frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 403
      ? { heading: forgedPostText.heading, body: forgedPostText.body }
      : status === 404
        ? { heading: enquiryText.notFoundHeading, body: enquiryText.notFoundBody }
        : { heading: "Unexpected Application Error!", body: (error as Error)?.message ?? "" };
  return (
    <AdminShell>
      <title>{text.heading}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{text.heading}</h1>
      <p className="mt-3 max-w-prose text-ink-muted">{text.body}</p>
      <Link to="/admin" className={buttonClass({}, "mt-6")}>
        {forgedPostText.back}
      </Link>
    </AdminShell>
  );
}
