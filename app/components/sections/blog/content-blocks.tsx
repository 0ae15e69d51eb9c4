import { Lightbulb, Quote } from "lucide-react";
import { articlePageText, type ContentBlock } from "~/content/blog";

/** SPEC §3: an image block without alt text is described as "image". */
export const DEFAULT_IMAGE_ALT = "image";

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "heading":
      return <h2 className="mt-12 text-2xl font-bold text-ink sm:text-3xl">{block.text}</h2>;
    case "subheading":
      return <h3 className="mt-8 text-xl font-semibold text-ink">{block.text}</h3>;
    case "paragraph":
      return <p className="mt-5">{block.text}</p>;
    case "list":
      return (
        <ul className="mt-5 space-y-3 pl-1">
          {block.items.map((item) => (
            <li key={item} className="relative pl-7">
              <span
                aria-hidden="true"
                className="absolute top-[0.7em] left-1 size-2 rounded-full bg-brand-500"
              />
              {item}
            </li>
          ))}
        </ul>
      );
    case "quote":
      return (
        <figure className="my-10 rounded-r-card border-l-4 border-brand-600 bg-brand-50 px-6 py-6 sm:px-8">
          <Quote aria-hidden="true" className="size-7 text-brand-400" />
          <blockquote className="mt-3 text-xl font-semibold text-brand-950 sm:text-2xl">
            <p>{block.text}</p>
          </blockquote>
          {block.author ? (
            <figcaption className="mt-4 text-sm font-medium text-brand-800">
              — {block.author}
            </figcaption>
          ) : null}
        </figure>
      );
    case "callout":
      return (
        <aside className="my-8 flex gap-4 rounded-card border border-accent-400/60 bg-accent-300/25 px-5 py-5 sm:px-6">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-600" />
          <p>
            <strong className="font-bold text-ink">{articlePageText.proTipLabel}</strong>{" "}
            {block.text}
          </p>
        </aside>
      );
    case "image":
      return (
        <figure className="my-10">
          <img
            src={block.src}
            alt={block.alt ?? DEFAULT_IMAGE_ALT}
            width={block.width}
            height={block.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-card border border-line bg-surface-muted"
          />
          {block.caption ? (
            <figcaption className="mt-3 text-center text-sm text-ink-muted">
              {block.caption}
            </figcaption>
          ) : null}
        </figure>
      );
    default:
      // Content from an older or newer schema: a block type we do not know renders nothing.
      return null;
  }
}

/** Renders an article body from its blocks (SPEC §3 content block types). */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks have no identity of their own and never reorder, so the position is the key.
        <Block key={index} block={block} />
      ))}
    </>
  );
}
