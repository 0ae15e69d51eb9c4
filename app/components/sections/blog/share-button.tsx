import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { articlePageText } from "~/content/blog-text";
import { Button } from "~/components/ui/button";

/**
 * SPEC §2/§7: shares the article through the device's native share sheet; where there is none,
 * an inline status message (no alert, no toast library) asks the reader to copy the address.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [unsupported, setUnsupported] = useState(false);

  async function share() {
    if (typeof navigator.share !== "function") {
      setUnsupported(true);
      return;
    }
    setUnsupported(false);
    try {
      await navigator.share({ title, text, url: window.location.href });
    } catch (error) {
      // Cancelling the share sheet also rejects; neither needs the reader's attention.
      console.warn("Sharing the article failed", error);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-ink">{articlePageText.shareLabel}</span>
        <Button variant="secondary" onClick={share}>
          <Icon name="share" className="size-4" />
          {articlePageText.shareButton}
        </Button>
      </div>
      <output className="mt-2 block text-sm text-ink-muted">
        {unsupported ? articlePageText.shareUnsupported : ""}
      </output>
    </div>
  );
}
