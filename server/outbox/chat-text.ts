/**
 * A visitor's words inside the one line a chat webhook shows, so that they read as typed. Slack
 * takes `<…>` as a link or a mention (`<!channel>`, `<https://…|any label>`) and `&`, `<` and `>`
 * as entities, so those three are written as entities. Slack's mrkdwn formats with `*`, `_`, `~`
 * and a backquote (and their full-width forms) and has no escape for them: they are written as
 * look-alikes that do not format (the payload's `fields` keep the text as typed). Teams and Google Chat read Markdown, where `*`, `_`, `~`, a backquote or
 * `[label](link)` format the text and `<…>` links or mentions; a backslash before such a
 * character makes it literal.
 */
export type ChatMarkup = "slack" | "markdown";

/** Slack's incoming webhooks live at hooks.slack.com; every other receiver is read as Markdown. */
export function chatMarkupOf(webhookUrl: string): ChatMarkup {
  return new URL(webhookUrl).hostname === "hooks.slack.com" ? "slack" : "markdown";
}

/** What Slack shows for each character it would act on. */
const SLACK_LITERALS: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "*": "\u2217", // ∗ asterisk operator
  "＊": "\ufe61", // ﹡ small asterisk
  _: "\u02cd", // ˍ modifier letter low macron
  "＿": "\u2e0f", // ⸏ paragraphos
  "~": "\u223c", // ∼ tilde operator
  "`": "\u02cb", // ˋ modifier letter grave accent
  "｀": "\u02cb",
};
const SLACK_SPECIAL = new RegExp(`[${Object.keys(SLACK_LITERALS).join("")}]`, "g");
/** The characters that format, link or mention in the middle of a Markdown line. */
const MARKDOWN_SPECIAL = /[\\`*_~[\]<>&]/g;

export function literalIn(markup: ChatMarkup, value: string): string {
  return markup === "slack"
    ? value.replace(SLACK_SPECIAL, (character) => SLACK_LITERALS[character] ?? character)
    : value.replace(MARKDOWN_SPECIAL, (character) => `\\${character}`);
}
