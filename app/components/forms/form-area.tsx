import { lazy, Suspense, useState, type ReactNode } from "react";
import { loadEnquiryRuntime } from "./runtime-loader";

const ConfiguredToaster = lazy(() => import("./configured-toaster"));

/**
 * The part of a page that holds its forms. The first time the visitor reaches into it, it mounts
 * the page's one toaster and fetches the submit code, so neither weighs on the first download.
 */
export function FormArea({ className, children }: { className?: string; children: ReactNode }) {
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (engaged) return;
    setEngaged(true);
    loadEnquiryRuntime().catch(() => undefined);
  };
  return (
    <div className={className} onFocus={engage} onPointerDown={engage}>
      {children}
      {engaged ? (
        <Suspense fallback={null}>
          <ConfiguredToaster />
        </Suspense>
      ) : null}
    </div>
  );
}
