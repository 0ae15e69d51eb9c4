import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { notFoundCopy } from "~/content/not-found";
import { pageMeta } from "~/lib/seo";

export function notFoundMeta() {
  return pageMeta({
    title: notFoundCopy.title,
    description: notFoundCopy.description,
    noindex: true,
  });
}

/** SPEC §2 not-found page; the page script logs the missing path (`data-not-found`). */
export function NotFoundPage() {
  return (
    <section
      data-not-found=""
      className="grid min-h-[70vh] place-items-center bg-gradient-to-b from-brand-50 to-white px-4 pt-24 pb-16 text-center"
    >
      <div>
        <p className="text-8xl font-bold tracking-tight text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          <span className="sr-only">404 – </span>
          {notFoundCopy.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink-muted">{notFoundCopy.body}</p>
        <a href="/" className={buttonClass({ size: "lg" }, "mt-8")}>
          <Icon name="home" className="size-5" />
          {notFoundCopy.homeLink}
        </a>
      </div>
    </section>
  );
}
