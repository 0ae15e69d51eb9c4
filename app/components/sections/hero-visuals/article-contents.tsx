import { Icon } from "#app/components/ui/icon.tsx";
import { HeroVisual, HeroVisualLabel } from "./hero-visual.tsx";

/** A section of an article: its `##` heading's text and anchor. */
export interface ArticleSection {
  readonly slug: string;
  readonly text: string;
}

/**
 * An article's hero picture, which is also a way in: its sections as in-page links on a card
 * beside the title, on wide screens (a phone reaches the first section by scrolling a little).
 */
export function ArticleContents({
  title,
  sections,
}: {
  title: string;
  sections: readonly ArticleSection[];
}) {
  return (
    <HeroVisual decorative={false}>
      <nav aria-labelledby="article-contents-title">
        <HeroVisualLabel>
          <Icon name="layers" className="size-4" />
          <span id="article-contents-title">{title}</span>
        </HeroVisualLabel>
        <ol className="mt-3 space-y-1 border-l border-line text-sm">
          {sections.map((section) => (
            <li key={section.slug}>
              <a
                href={`#${section.slug}`}
                className="-ml-px block border-l-2 border-transparent py-1 pl-3 leading-snug text-ink-muted hover:border-brand-500 hover:text-brand-700"
              >
                {section.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </HeroVisual>
  );
}
