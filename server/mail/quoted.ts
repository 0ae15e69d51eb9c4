/**
 * An answer's own words apart from the history it quotes, which the timeline folds away: the
 * history starts at the first "On … wrote:" line, an "-----Original Message-----" or
 * "From: …" block, or the run of "> " lines that ends the text.
 */
const HISTORY_START = [
  /^On .{1,300}wrote:\s*$/,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^From: .+$/,
];

export function splitQuotedHistory(text: string): { body: string; quoted: string } {
  const lines = text.split("\n");
  let start = lines.findIndex((line, index) => {
    if (!HISTORY_START.some((pattern) => pattern.test(line.trim()))) return false;
    // "From:" opens a quoted header block only after a blank line (Outlook's style).
    return !line.startsWith("From: ") || index === 0 || lines[index - 1]!.trim() === "";
  });
  if (start === -1) {
    // The trailing run of quoted lines (and the blank lines among them).
    let end = lines.length;
    while (end > 0 && (lines[end - 1]!.startsWith(">") || lines[end - 1]!.trim() === "")) end--;
    start = lines.slice(end).some((line) => line.startsWith(">")) ? end : -1;
  }
  if (start === -1) return { body: text.trim(), quoted: "" };
  return {
    body: lines.slice(0, start).join("\n").trim(),
    quoted: lines.slice(start).join("\n").trim(),
  };
}
