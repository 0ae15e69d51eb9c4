import { useEffect, useState } from "react";
import { ArrowUp } from "lucide-react";
import { smoothScrollTo } from "~/lib/smooth-scroll";

const SHOW_AFTER_PX = 600;

/** The one shared element beside the navigation: a way back to the top of long pages. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => smoothScrollTo(0)}
      aria-label="Back to top"
      className="fixed right-5 bottom-5 z-40 grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lift hover:bg-brand-700"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
