import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { __iconData as house } from "lucide-react/icons/house";
import { SvgIcon } from "~/components/ui/svg-icon";
import { buttonClass } from "~/components/ui/button";
import { notFoundCopy } from "~/content/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [
    { title: notFoundCopy.title },
    { name: "description", content: notFoundCopy.description },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="grid min-h-[70vh] place-items-center bg-gradient-to-b from-brand-50 to-white px-4 pt-24 pb-16 text-center">
      <div>
        <p className="text-8xl font-extrabold tracking-tight text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          <span className="sr-only">404 – </span>
          {notFoundCopy.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink-muted">{notFoundCopy.body}</p>
        <a href="/" className={buttonClass({ size: "lg" }, "mt-8")}>
          <SvgIcon icon={house} className="size-5" />
          {notFoundCopy.homeLink}
        </a>
      </div>
    </section>
  );
}
