import { route, type RouteConfig } from "@react-router/dev/routes";
import { generatedFiles, publicPages } from "./route-list";

const withoutLeadingSlash = (path: string) => path.replace(/^\//, "");

export default [
  ...publicPages.map((page) =>
    page.path === "/"
      ? route("", page.file, { id: "home" })
      : route(withoutLeadingSlash(page.path), page.file, page.id ? { id: page.id } : {}),
  ),
  ...generatedFiles.map((file) => route(withoutLeadingSlash(file.path), file.file)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
