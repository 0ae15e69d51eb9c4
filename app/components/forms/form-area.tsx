import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { loadEnquiryRuntime } from "./runtime-loader.ts";

const ConfiguredToaster = lazy(() => import("./configured-toaster.tsx"));

/**
 * The page's one toaster, shared by its form islands (they share this module). It lives at the
 * end of the body, so a form in a tab panel that is hidden later keeps its toasts in view.
 */
let toasterMounted = false;

/**
 * The part of a page that holds a form. The first time the visitor reaches into it, it fetches
 * the submit code, starts solving the proof of work the form sends, and, for the first form of
 * the page, mounts the page's one toaster, so none of it weighs on the first download. An island hydrates on the visitor's first interaction, so that
 * reach may already have happened: focus inside at hydration counts as one.
 */
export function FormArea({ className, children }: { className?: string; children: ReactNode }) {
  const [toaster, setToaster] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const engage = () => {
    loadEnquiryRuntime().then(
      (runtime) => runtime.startProof(),
      () => undefined,
    );
    if (toasterMounted) return;
    toasterMounted = true;
    setToaster(true);
  };
  useEffect(() => {
    if (area.current?.contains(document.activeElement)) engage();
  }, []);
  return (
    <div ref={area} className={className} onFocus={engage} onPointerDown={engage}>
      {children}
      {toaster
        ? createPortal(
            <Suspense fallback={null}>
              <ConfiguredToaster />
            </Suspense>,
            document.body,
          )
        : null}
    </div>
  );
}
