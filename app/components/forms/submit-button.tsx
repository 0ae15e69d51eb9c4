import { __iconData as loaderCircle } from "lucide-react/icons/loader-circle";
import type { ReactNode } from "react";
import { formTexts } from "~/content/forms";
import { Button } from "~/components/ui/button";
import { SvgIcon } from "~/components/ui/svg-icon";

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
          <SvgIcon icon={loaderCircle} className="size-5 animate-spin" />
          {formTexts.submitting}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
