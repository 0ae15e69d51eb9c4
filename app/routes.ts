import { index, route, type RouteConfig } from "@react-router/dev/routes";
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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
