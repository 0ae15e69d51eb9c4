import { kindOfAction } from "@shared/enquiry-kinds";
import { enquiryTabOrder } from "~/content/start-project";
import type { EnquiryFormResult } from "~/lib/form-post";
import { EnquiryTabs } from "./enquiry-tabs";
import { formCardClass } from "./form-card";
import { FormArea } from "./form-area";
import { GeneralEnquiryForm } from "./general-enquiry-form";
import { JobEnquiryForm } from "./job-enquiry-form";
import { ProjectForm } from "./project-form";

/**
 * The /start-project island: three forms behind tabs. A plain post comes back on the tab that was
 * sent; otherwise PROJECT comes first.
 */
export function StartProjectForms({ posted }: { posted?: EnquiryFormResult }) {
  const kind = kindOfAction(posted?.action);
  const initial = enquiryTabOrder.find((tab) => tab === kind) ?? enquiryTabOrder[0]!;
  return (
    <FormArea className={formCardClass}>
      <EnquiryTabs
        initial={initial}
        panels={{
          project: <ProjectForm posted={posted} />,
          generalEnquiry: <GeneralEnquiryForm posted={posted} />,
          jobEnquiry: <JobEnquiryForm posted={posted} />,
        }}
      />
    </FormArea>
  );
}
