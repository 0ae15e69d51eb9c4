import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The hero's button: an in-page link, scrolled smoothly by the page's behaviour script. */
export function ScrollToOpeningsButton({ label, targetId }: { label: string; targetId: string }) {
  return (
    <a href={`#${targetId}`} className={buttonClass({ size: "lg" }, "mt-10")}>
      {label}
      <Icon name="arrowDown" className="size-5" />
    </a>
  );
}
