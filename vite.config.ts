import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { resolveSiteUrl } from "./shared/site-url.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  build: {
    rolldownOptions: {
      // Our own modules only declare things. Saying so lets the bundler drop a module that only
      // server-rendered (static) markup uses, and with it the copy it carries.
      treeshake: {
        moduleSideEffects: [{ test: /\/(app|shared)\/[^?]*\.tsx?(\?.*)?$/, sideEffects: false }],
        propertyReadSideEffects: false,
        // Islands import only Lucide's icon data; building the unused component is pure.
        manualPureFunctions: ["createLucideIcon"],
      },
    },
  },
  // Canonical links and structured data are baked into the pre-rendered pages at build time.
  define: { __SITE_URL__: JSON.stringify(resolveSiteUrl(process.env.SITE_URL)) },
});
