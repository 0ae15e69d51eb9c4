import shareScript from "virtual:inline-script/share";
import { Icon } from "#app/components/ui/icon.tsx";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import type { ArticleText } from "#app/content/schemas/blog-page.ts";
import { Button } from "#app/components/ui/button.tsx";

/**
 * Shares the article (`title`, `excerpt` and the page's address) through the device's native share sheet; where there is none,
 * an inline status message (no alert, no toast library) asks the reader to copy the address.
 * Static markup: the page script (`share.ts`) answers the button from the first paint. Without
 * JavaScript the button could do nothing, so it is not shown.
 */
export function ShareButton({
  title,
  excerpt,
  text,
}: {
  title: string;
  excerpt: string;
  text: Pick<ArticleText, "shareLabel" | "shareButton" | "shareUnsupported">;
}) {
  return (
    <div data-share data-title={title} data-text={excerpt} data-needs-script>
      <InlineScript code={shareScript} />
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-ink">{text.shareLabel}</span>
        <Button variant="secondary">
          <Icon name="share" className="size-4" />
          {text.shareButton}
        </Button>
      </div>
      <output
        data-unsupported={text.shareUnsupported}
        className="mt-2 block text-sm text-ink-muted"
      />
    </div>
  );
}
