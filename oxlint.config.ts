/**
 * The linter's rules (`npm run lint`). The layers of decision 017 are stated here once, as data,
 * and the import restrictions are made from them: a folder of server/ or shared/ imports only
 * folders of its own layer or lower ones (server/ imports shared/ by the same table); app/
 * imports shared/ only; shared/ imports neither; no import goes round in a circle.
 */
import { defineConfig, type OxlintOverride } from "oxlint";

/**
 * The folders of server/ and shared/ by layer, from the bottom (docs/decisions/017-feature-homes.md).
 * A new feature is a line here, a folder in each, its screens and its routes.
 */
export const LAYERS = [
  { server: ["lib", "store", "secrets"], shared: ["text"] },
  { server: ["site", "audit"], shared: ["site", "audit"] },
  { server: ["outbox"], shared: ["outbox"] },
  { server: ["enquiries"], shared: ["enquiries"] },
  {
    server: ["spam", "consent", "reply-promise", "hiring", "accounts"],
    shared: ["spam", "consent", "reply-promise", "hiring", "accounts"],
  },
  {
    server: ["replies", "privacy", "people", "mail", "booking"],
    shared: ["replies", "privacy", "people", "mail", "booking"],
  },
  { server: ["inbox"], shared: ["inbox"] },
  { server: ["http", "astro", "dev", "boot"], shared: ["locals"] },
] as const;

/**
 * server/test-support/ (like tests/, scripts/ and bench/, and every test file) stands above every
 * layer: it may import anything, though never with `../`.
 */
export const TEST_SUPPORT = "test-support";

type Side = "server" | "shared";

/** The folders of a side above `layer`, as import patterns (gitignore-style: ** crosses folders). */
const above = (side: Side, layer: number) =>
  LAYERS.slice(layer + 1).flatMap((higher) =>
    higher[side].map((folder) => `#${side}/${folder}/**`),
  );

interface Pattern {
  group?: string[];
  regex?: string;
  message: string;
}

const ANOTHER_FOLDER: Pattern = {
  group: ["../*", "../**", "~/**", "@shared/**"],
  message:
    "Import another folder's module by its #top/… name (package.json imports); ./ only within a folder.",
};

/** What code that runs in the browser (or is shared with it) never imports. */
const NODE_ONLY = ["pg", "pg/**", "nodemailer", "nodemailer/**", "pino", "hono", "hono/**"];
const NODE_BUILTIN: Pattern = {
  regex: "^node:",
  message: "app/ and shared/ run in the browser: they never import Node's own modules.",
};
const NOT_SERVER_SIDE = ["#scripts/**", "#tests/**", "#bench/**"];

/** One zod per side (decision 001): `astro/zod` is `zod` under another name. */
const ONE_ZOD: Pattern = {
  group: ["astro/zod"],
  message: "Import zod as zod (or zod/mini where a schema reaches the browser), not astro/zod.",
};
/** Code only Node runs validates with the full zod; zod/mini is for what the browser loads. */
const NODE_ZOD: Pattern = {
  group: ["zod/mini"],
  message: "server/ runs in Node only: it imports zod, not zod/mini (decision 001).",
};

const restricted = (...patterns: Pattern[]): ["error", { patterns: Pattern[] }] => [
  "error",
  { patterns: [...patterns, ONE_ZOD] },
];

function serverFolder(folder: string, layer: number, app: "app" | "no-app"): OxlintOverride {
  return {
    files: [`server/${folder}/**`],
    rules: {
      "no-restricted-imports": restricted(ANOTHER_FOLDER, NODE_ZOD, {
        group: [
          ...above("server", layer),
          ...above("shared", layer),
          ...(app === "app" ? [] : ["#app/**"]),
          ...NOT_SERVER_SIDE,
        ],
        message: `server/${folder}/ is in layer ${layer}: it imports only folders of its own layer or lower ones (oxlint.config.ts, decision 017); a higher one hands in what it needs.`,
      }),
    },
  };
}

function sharedFolder(folder: string, layer: number): OxlintOverride {
  return {
    files: [`shared/${folder}/**`],
    rules: {
      "no-restricted-imports": restricted(
        ANOTHER_FOLDER,
        {
          group: [
            ...above("shared", layer),
            "#server/**",
            "#app/**",
            "virtual:site-facts",
            "virtual:form-words",
            ...NOT_SERVER_SIDE,
            ...NODE_ONLY,
          ],
          message: `shared/${folder}/ is in layer ${layer}: it imports only shared/ folders of its own layer or lower ones, never server/ or app/ code, the facts or Node-only modules; what it needs is handed in.`,
        },
        NODE_BUILTIN,
      ),
    },
  };
}

const APP: Pattern = {
  group: ["#server/**", ...NOT_SERVER_SIDE, ...NODE_ONLY],
  message:
    "app/ runs in the browser: it imports shared/ only (and the facts as virtual:site-facts), never server code or Node-only modules.",
};

export default defineConfig({
  plugins: ["typescript", "react", "jsx-a11y", "import"],
  categories: { correctness: "error" },
  rules: {
    "no-console": ["error", { allow: ["warn", "error", "info"] }],
    "react/jsx-key": "error",
    "react/rules-of-hooks": "error",
    "no-unused-vars": "error",
    "import/no-cycle": ["error", { ignoreTypes: false }],
    "no-restricted-imports": restricted(ANOTHER_FOLDER),
    // A section that scrolls (a wide table on a phone) takes focus, so that it scrolls from
    // the keyboard too (WCAG 2.1.1; axe's scrollable-region-focusable).
    "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel"], tags: ["section"] }],
  },
  overrides: [
    {
      files: ["app/**"],
      rules: { "no-restricted-imports": restricted(ANOTHER_FOLDER, APP, NODE_BUILTIN) },
    },
    {
      // The content's checks run in Node too (the build's content layer, the tests), so they
      // read the facts under their Node name; nothing else of the server.
      files: ["app/content/schemas/**"],
      rules: {
        "no-restricted-imports": restricted(
          ANOTHER_FOLDER,
          {
            ...APP,
            group: (APP.group ?? []).flatMap((pattern) =>
              pattern === "#server/**"
                ? [...LAYERS.flatMap((layer) => layer.server), TEST_SUPPORT]
                    .filter((folder) => folder !== "site")
                    .map((folder) => `#server/${folder}/**`)
                : [pattern],
            ),
          },
          NODE_BUILTIN,
        ),
      },
    },
    {
      // The content collections' configuration: Astro's content loader, in Node at build time.
      files: ["app/content.config.ts"],
      rules: { "no-restricted-imports": restricted(ANOTHER_FOLDER) },
    },
    ...LAYERS.flatMap((layer, index) => [
      // The Astro plugins build the app: they read its own files.
      ...layer.server.map((folder) =>
        serverFolder(folder, index, folder === "astro" ? "app" : "no-app"),
      ),
      ...layer.shared.map((folder) => sharedFolder(folder, index)),
    ]),
    {
      // Tests stand above what they test, as the test support does.
      files: ["server/**/*.test.ts", `server/${TEST_SUPPORT}/**`],
      rules: { "no-restricted-imports": restricted(ANOTHER_FOLDER) },
    },
    {
      files: ["bench/**", "scripts/**"],
      rules: { "no-console": "off" },
    },
  ],
  ignorePatterns: ["build/**", "build-*/**", "builds/**", ".astro/**", "node_modules/**"],
});
