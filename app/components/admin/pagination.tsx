import { Link } from "react-router";
import { __iconData as chevronLeft } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRight } from "lucide-react/icons/chevron-right";
import { SvgIcon } from "~/components/ui/svg-icon";
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
          <SvgIcon icon={chevronLeft} className="size-4" />
          {inboxText.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">{inboxText.page(page, pages)}</p>
      {nextHref ? (
        <Link to={nextHref} className={buttonClass({ variant: "secondary" })}>
          {inboxText.next}
          <SvgIcon icon={chevronRight} className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
