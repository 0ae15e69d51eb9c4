import type { MouseEvent } from "react";
import { ArrowDown } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { smoothScrollToHash } from "~/lib/smooth-scroll";

/** The hero's button: a plain in-page link, scrolled smoothly when JavaScript runs. */
export function ScrollToOpeningsButton({ label, targetId }: { label: string; targetId: string }) {
  const hash = `#${targetId}`;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (smoothScrollToHash(hash)) {
      event.preventDefault();
      history.pushState(null, "", hash);
    }
  }
  return (
    <a href={hash} onClick={onClick} className={buttonClass({ size: "lg" }, "mt-10")}>
      {label}
      <ArrowDown aria-hidden="true" className="size-5" />
    </a>
  );
}
