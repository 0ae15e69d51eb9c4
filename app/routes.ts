import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { generatedFiles, publicPages } from "./route-list";

const withoutLeadingSlash = (path: string) => path.replace(/^\//, "");

export default [
  ...publicPages.map((page) =>
    page.path === "/"
      ? // An index route, so a form posted to "/?index" reaches the home page's action.
        index(page.file, { id: "home" })
      : route(withoutLeadingSlash(page.path), page.file, page.id ? { id: page.id } : {}),
  ),
  ...generatedFiles.map((file) => route(withoutLeadingSlash(file.path), file.file)),
  // The team's inbox: rendered on request only, never pre-rendered nor in the sitemap.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/inbox.tsx"),
    route("admin/sign-in", "routes/admin/sign-in.tsx"),
    route("admin/sign-out", "routes/admin/sign-out.ts"),
    route("admin/enquiries/:id", "routes/admin/enquiry.tsx"),
    route("admin/enquiries.csv", "routes/admin/export-csv.ts"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
