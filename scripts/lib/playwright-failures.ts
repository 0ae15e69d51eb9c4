import { stripVTControlCharacters } from "node:util";

const HEADING = /^\s+\d+\) \S/;
const CODE_FRAME = /^\s+(>\s+)?\d+ \||^\s+at |^\s+Error Context:/;
const MOST_ERROR_LINES = 6;

/**
 * The failed and flaky tests of Playwright's closing report (list reporter), each with its error
 * up to the code it points at, then the closing counts: what a reader of a long log's last lines
 * needs to know which tests to run again.
 */
export function playwrightFailures(output: string): string {
  const lines = stripVTControlCharacters(output).split("\n");
  const counts = lines.findLastIndex((line) => /^\s+\d+ (failed|flaky)$/.test(line));
  const report = counts === -1 ? lines : lines.slice(0, counts);
  const kept: string[] = [];
  report.forEach((line, at) => {
    if (!HEADING.test(line)) return;
    const rest = report.slice(at + 1);
    const end = rest.findIndex((later) => HEADING.test(later) || CODE_FRAME.test(later));
    const error = rest.slice(0, end === -1 ? undefined : end).filter((later) => later.trim());
    kept.push(line, ...error.slice(0, MOST_ERROR_LINES));
  });
  if (counts !== -1) kept.push(...lines.slice(counts));
  return kept.join("\n");
}
