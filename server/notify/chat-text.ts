/**
 * A visitor's words inside the one line a chat webhook shows, so that they read as typed. Slack
 * takes `<…>` as a link or a mention (`<!channel>`, `<https://…|any label>`) and `&`, `<` and `>`
 * as entities, so those three are written as entities. Teams and Google Chat read Markdown, where
 * `*`, `_`, `~`, a backquote or `[label](link)` format the text and `<…>` links or mentions; a
 * backslash before such a character makes it literal.
 */
export type ChatMarkup = "slack" | "markdown";

/** Slack's incoming webhooks live at hooks.slack.com; every other receiver is read as Markdown. */
export function chatMarkupOf(webhookUrl: string): ChatMarkup {
  return new URL(webhookUrl).hostname === "hooks.slack.com" ? "slack" : "markdown";
}

const SLACK_ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
/** The characters that format, link or mention in the middle of a Markdown line. */
const MARKDOWN_SPECIAL = /[\\`*_~[\]<>&]/g;

export function literalIn(markup: ChatMarkup, value: string): string {
  return markup === "slack"
    ? value.replace(/[&<>]/g, (character) => SLACK_ENTITIES[character] ?? character)
    : value.replace(MARKDOWN_SPECIAL, (character) => `\\${character}`);
}
