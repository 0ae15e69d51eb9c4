import { ArrowDown } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/** The hero's button: an in-page link, scrolled smoothly by the page's behaviour script. */
export function ScrollToOpeningsButton({ label, targetId }: { label: string; targetId: string }) {
  return (
    <a href={`#${targetId}`} className={buttonClass({ size: "lg" }, "mt-10")}>
      {label}
      <ArrowDown aria-hidden="true" className="size-5" />
    </a>
  );
}
