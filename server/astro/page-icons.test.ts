import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageCandidates } from "./page-css.ts";
import { withPageIcons } from "./page-icons.ts";

const clientDir = mkdtempSync(path.join(tmpdir(), "page-icons-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const symbol = (name: string) =>
  `<symbol id="icon-${name}" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol>`;
const sprite = (...names: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${names.map(symbol).join("")}</svg>`;
const cut = (html: string) => withPageIcons(html, pageCandidates(html, clientDir));

describe("withPageIcons", () => {
  it("keeps the icons the markup draws and drops the rest", () => {
    const body = '<p><svg><use href="#icon-mail"/></svg>Write to us</p>';
    expect(cut(sprite("mail", "phone", "rocket") + body)).toBe(sprite("mail") + body);
  });

  it("keeps the icons an island may draw later, named in its code or in its props", () => {
    mkdirSync(path.join(clientDir, "_astro"), { recursive: true });
    writeFileSync(
      path.join(clientDir, "_astro", "form.js"),
      'export const e=()=>jsx(Icon,{name:"alertCircle"});',
    );
    const island =
      '<astro-island component-url="/_astro/form.js" props="{&quot;icon&quot;:[0,&quot;send&quot;]}"></astro-island>';
    expect(cut(sprite("alertCircle", "send", "rocket") + island)).toBe(
      sprite("alertCircle", "send") + island,
    );
  });
});
