import type { ReactNode } from "react";
import { formTexts } from "~/content/forms";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** While a submission is on its way the button is disabled and says so, with a spinner. */
export function SubmitButton({
  submitting,
  children,
}: {
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
      {submitting ? (
        <>
          <Icon name="loader" className="size-5 animate-spin" />
          {formTexts.submitting}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
