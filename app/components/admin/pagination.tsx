import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { inboxText } from "~/content/admin";

interface PaginationProps {
  readonly page: number;
  readonly pages: number;
  readonly previousHref: string | undefined;
  readonly nextHref: string | undefined;
}

export function Pagination({ page, pages, previousHref, nextHref }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={inboxText.pagination} className="mt-6 flex items-center justify-between gap-3">
      {previousHref ? (
        <Link to={previousHref} className={buttonClass({ variant: "secondary" })}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {inboxText.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">{inboxText.page(page, pages)}</p>
      {nextHref ? (
        <Link to={nextHref} className={buttonClass({ variant: "secondary" })}>
          {inboxText.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
