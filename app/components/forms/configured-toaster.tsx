import type { CSSProperties } from "react";
import { Toaster } from "sonner";

/** The site's toasts: 4000 ms on screen, three visible, 356 px wide, 14 px apart. */
export const toasterSettings = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
} as const;

export default function ConfiguredToaster() {
  return (
    <Toaster
      duration={toasterSettings.duration}
      visibleToasts={toasterSettings.visibleToasts}
      gap={toasterSettings.gap}
      style={
        {
          "--width": `${toasterSettings.width}px`,
          // The site's own colours: sonner's red and green miss AA contrast on their tints.
          "--error-text": "var(--color-danger)",
          "--success-text": "var(--color-success)",
        } as CSSProperties
      }
      position="bottom-right"
      richColors
      closeButton
    />
  );
}
