/**
 * An opening's description, written in Markdown by the team, as HTML for its page and its
 * JobPosting. Raw HTML is shown as text, never run; only http(s) and mail links survive, each
 * `rel="nofollow noopener"`; images are not taken (the page shows text only).
 */
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt("commonmark", { html: false, linkify: false })
  .disable(["image"])
  .set({ breaks: false });

const SAFE_LINK = /^(?:https?:|mailto:)/i;
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

const renderLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  tokens[index]?.attrSet("rel", "nofollow noopener");
  return renderLinkOpen(tokens, index, options, env, self);
};

export function openingDescriptionHtml(description: string): string {
  return markdown.render(description);
}
