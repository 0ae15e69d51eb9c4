import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * While a submission is on its way the button is disabled and says so (`submittingLabel`), with
 * a spinner.
 */
export function SubmitButton({
  submitting,
  submittingLabel,
  children,
}: {
  submitting: boolean;
  submittingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
      {submitting ? (
        <>
          <Icon name="loader" className="size-5 animate-spin" />
          {submittingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
