import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { inboxText } from "#app/content/admin.ts";

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
        <a href={previousHref} className={buttonClass({ variant: "secondary" })}>
          <Icon name="chevronLeft" className="size-4" />
          {inboxText.previous}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">{inboxText.page(page, pages)}</p>
      {nextHref ? (
        <a href={nextHref} className={buttonClass({ variant: "secondary" })}>
          {inboxText.next}
          <Icon name="chevronRight" className="size-4" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
