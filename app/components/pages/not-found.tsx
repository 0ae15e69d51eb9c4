import notFoundScript from "virtual:inline-script/not-found";
import type { NotFoundContent } from "#app/content/schemas/not-found.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { pageMeta } from "#app/lib/seo.ts";

export function notFoundMeta(content: NotFoundContent) {
  return pageMeta({ ...content.seo, noindex: true });
}

/** The page for an address that leads nowhere; its own script logs the address. */
export function NotFoundPage({ content }: { content: NotFoundContent }) {
  return (
    <section className="grid min-h-[70vh] place-items-center bg-gradient-to-b from-brand-50 to-white px-4 pt-24 pb-16 text-center">
      <InlineScript code={notFoundScript} />
      <div>
        <p className="text-8xl font-bold tracking-tight text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          <span className="sr-only">404 – </span>
          {content.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink-muted">{content.body}</p>
        <a href="/" className={buttonClass({ size: "lg" }, "mt-8")}>
          <Icon name="home" className="size-5" />
          {content.homeLink}
        </a>
      </div>
    </section>
  );
}
