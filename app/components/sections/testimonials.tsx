import type { Testimonial } from "#app/content/schemas/home.ts";
import { useLabels } from "#app/components/layout/labels.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { cn } from "#app/lib/cn.ts";
import { cardClass } from "#app/components/ui/card.ts";
import { staggerDelay } from "#app/lib/stagger.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { swipeRow } from "#app/components/ui/swipe-row.ts";

const MAX_RATING = 5;

/** Each avatar colour, from the brand's palette. */
const avatarColours = { brand: "bg-brand-600", accent: "bg-accent-600" } as const;

function Rating({ stars }: { stars: number }) {
  const labels = useLabels();
  return (
    <p className="flex items-center gap-1">
      <span className="sr-only">{fillIn(labels.rating, { stars, max: MAX_RATING })}</span>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Icon
          name="star"
          key={index}
          className={cn(
            "size-5",
            index < stars ? "fill-accent-400 text-accent-400" : "fill-line text-line",
          )}
        />
      ))}
    </p>
  );
}

/** Client quotes with an accessible star rating and an initial for an avatar. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul {...swipeRow("grid gap-6 lg:grid-cols-2")}>
      {items.map((item, index) => (
        <Reveal as="li" key={item.name} delayMs={staggerDelay(index, 200)}>
          <figure className={cn("flex h-full flex-col p-8", cardClass)}>
            <Rating stars={item.rating} />
            <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-ink">
              <p>“{item.text}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <span
                aria-hidden="true"
                className={cn(
                  "grid size-12 shrink-0 place-items-center rounded-full text-lg font-bold text-white",
                  avatarColours[item.color],
                )}
              >
                {item.initial}
              </span>
              <span>
                <span className="block font-semibold text-ink">{item.name}</span>
                <span className="block text-sm text-ink-muted">{item.role}</span>
              </span>
            </figcaption>
          </figure>
        </Reveal>
      ))}
    </ul>
  );
}
