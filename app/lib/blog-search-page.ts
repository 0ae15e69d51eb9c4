import { whenParsed } from "./document-ready.ts";
import { pluralOf } from "./fill-in.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { searchPosts, type SearchablePost } from "./blog-search.ts";

/**
 * The blog list's search over static markup. Every card `li[data-post]` carries
 * what the search reads of its post (`data-search`); the texts that change are templates in
 * `data-*` attributes of `[data-blog-posts]`. Each keystroke filters at once, and text typed
 * before the page script ran, put back by the browser, or sent as `?q=`, is applied when the page
 * is parsed.
 */
const SEARCH_INPUT = "[data-blog-search] input";

interface CardPost extends SearchablePost {
  readonly card: HTMLElement;
}

function cardsOf(list: Element): CardPost[] {
  return [...list.querySelectorAll<HTMLElement>("li[data-post]")].map((card) => ({
    ...(JSON.parse(card.dataset.search ?? "{}") as Omit<SearchablePost, "slug">),
    slug: card.dataset.post ?? "",
    card,
  }));
}

function applySearch(term: string) {
  const list = document.querySelector<HTMLElement>("[data-blog-posts]");
  if (!list) return;
  const texts = list.dataset;
  const cards = cardsOf(list);
  const shown = new Set(searchPosts(cards, term));
  for (const post of cards) post.card.hidden = !shown.has(post);

  const searching = term.trim() !== "";
  const heading = list.querySelector("h2");
  if (heading) heading.textContent = (searching ? texts.resultsTitle : texts.latestTitle) ?? "";
  const count = list.querySelector("output");
  if (count) {
    const forms = { one: texts.countOne ?? "", other: texts.countOther ?? "" };
    count.textContent = searching ? fillIn(pluralOf(forms, shown.size), { count: shown.size }) : "";
  }
  const empty = list.querySelector<HTMLElement>("[data-no-results]");
  if (empty) {
    empty.hidden = shown.size > 0;
    const title = empty.querySelector("[data-title]");
    if (title) title.textContent = fillIn(texts.emptyTitle ?? "", { term });
  }
}

function onInput(event: Event) {
  if (event.target instanceof HTMLInputElement && event.target.matches(SEARCH_INPUT)) {
    applySearch(event.target.value);
  }
}

export function startBlogSearch(): void {
  document.addEventListener("input", onInput);
  whenParsed(() => {
    const input = document.querySelector<HTMLInputElement>(SEARCH_INPUT);
    if (!input) return;
    // A search sent from elsewhere (the not-found page) arrives as ?q=.
    const asked = new URLSearchParams(location.search).get("q");
    if (input.value === "" && asked) input.value = asked;
    if (input.value !== "") applySearch(input.value);
  });
}
