import { createContext, use, type ReactNode } from "react";
import type { Labels } from "#app/content/schemas/site-text.ts";

const LabelsContext = createContext<Labels | undefined>(undefined);

/**
 * The short labels many sections show (app/content/site-text.yaml), given once by the page body
 * to every section in it.
 */
export function LabelsProvider({ labels, children }: { labels: Labels; children: ReactNode }) {
  return <LabelsContext value={labels}>{children}</LabelsContext>;
}

export function useLabels(): Labels {
  const labels = use(LabelsContext);
  if (!labels) throw new Error("A section that shows labels is rendered outside LabelsProvider");
  return labels;
}
