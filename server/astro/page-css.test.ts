import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageCandidates, prunedStylesheet, withPageCss } from "./page-css.ts";

const clientDir = mkdtempSync(path.join(tmpdir(), "page-css-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

function chunk(name: string, code: string): void {
  mkdirSync(path.join(clientDir, "_astro"), { recursive: true });
  writeFileSync(path.join(clientDir, "_astro", name), code);
}

const pruned = (css: string, html: string) =>
  prunedStylesheet(css, pageCandidates(html, clientDir));

describe("prunedStylesheet", () => {
  it("keeps the classes a page names, variants and arbitrary values included, and drops the rest", () => {
    const css =
      String.raw`.md\:flex{display:flex}.w-\[3px\]{width:3px}.hover\:bg-x\/50:hover{color:red}` +
      String.raw`.inbox-only{color:blue}.a .inbox-only{color:green}p{margin:0}`;
    const html = '<p class="md:flex w-[3px] hover:bg-x/50">x</p>';
    expect(pruned(css, html)).toBe(
      String.raw`.md\:flex{display:flex}.w-\[3px\]{width:3px}.hover\:bg-x\/50:hover{color:red}p{margin:0}`,
    );
  });

  it("keeps a variant on an attribute's value, as the frosted header's colours are", () => {
    const css =
      String.raw`.data-\[frosted\=true\]\:bg-white\/85[data-frosted=true]{background:#fffd}` +
      String.raw`.aria-\[expanded\=true\]\:block[aria-expanded=true]{display:block}`;
    const html = '<header class="data-[frosted=true]:bg-white/85" data-frosted="false"></header>';
    expect(pruned(css, html)).toBe(
      String.raw`.data-\[frosted\=true\]\:bg-white\/85[data-frosted=true]{background:#fffd}`,
    );
  });

  it("keeps every rule it keeps byte for byte, prefixes and fallbacks included", () => {
    const css =
      ".line-clamp-3{-webkit-line-clamp:3;-webkit-box-orient:vertical;display:-webkit-box}" +
      "a{color:#f00;color:lab(50% 20 30);-webkit-text-decoration:inherit;text-decoration:inherit}" +
      "@media (width>=48rem){.gone{color:red}}@layer theme,base;";
    expect(pruned(css, '<p class="line-clamp-3">x</p>')).toBe(
      ".line-clamp-3{-webkit-line-clamp:3;-webkit-box-orient:vertical;display:-webkit-box}" +
        "a{color:#f00;color:lab(50% 20 30);-webkit-text-decoration:inherit;text-decoration:inherit}" +
        "@layer theme,base;",
    );
  });

  it("keeps what an island's code draws after an interaction, through the chunks it imports", () => {
    chunk("form.js", 'import{t}from"./toast.js";const e=()=>import("./later.js");');
    chunk("toast.js", 'export const t=c("bg-success rounded");');
    chunk("later.js", 'export default{className:"menu-open"}');
    const html =
      '<astro-island component-url="/_astro/form.js" renderer-url="/_astro/none.js"></astro-island>';
    const css = ".bg-success{color:green}.menu-open{display:block}.error-only{color:red}";
    expect(pruned(css, html)).toBe(".bg-success{color:green}.menu-open{display:block}");
  });

  it("drops the custom properties, keyframes and registered properties nothing left uses", () => {
    const css =
      ":root{--used:var(--via);--via:1px;--unused:var(--only-here);--only-here:2px}" +
      "@property --tw-a{syntax:'*';inherits:false}@property --tw-b{syntax:'*';inherits:false}" +
      "@keyframes spin{to{opacity:0}}@keyframes pulse{to{opacity:1}}" +
      ".spin{animation:spin 1s;--tw-a:1px;width:var(--used);height:var(--tw-a)}" +
      ".pulse{animation:pulse 1s;--tw-b:1}";
    expect(pruned(css, '<i class="spin"></i>')).toBe(
      ":root{--used:var(--via);--via:1px}@property --tw-a{syntax:'*';inherits:false}" +
        "@keyframes spin{to{opacity:0}}.spin{animation:spin 1s;--tw-a:1px;width:var(--used);height:var(--tw-a)}",
    );
  });
});

describe("withPageCss", () => {
  it("cuts each of the page's own inline sheets and leaves the others alone", () => {
    const html =
      '<style id="face">@font-face{font-family:X;src:url(x)}</style>' +
      "<style>.a{color:red}.b{color:blue}</style><main class=a></main>";
    expect(withPageCss(html, pageCandidates(html, clientDir))).toBe(
      '<style id="face">@font-face{font-family:X;src:url(x)}</style>' +
        "<style>.a{color:red}</style><main class=a></main>",
    );
  });
});
