/** The characters HTML and XML give a meaning to, as entities. */
const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * A text that shows literally in HTML or XML, as an element's text or in a quoted attribute:
 * the e-mails, the development mail catcher, the icon sprite, the openings' sitemap.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
