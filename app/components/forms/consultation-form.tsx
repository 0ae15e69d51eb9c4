import { enquiryFields, formText } from "@shared/fields";
import { consultationFormText } from "~/content/forms";
import { DateField } from "./date-fields";
import { EnquiryForm } from "./enquiry-form";
import { SelectField, TextAreaField } from "./field";
import { fieldGridClass, formCardClass } from "./form-card";
import { CompanyField, EmailField, NameField, PhoneField } from "./contact-fields";
import { SubmitButton } from "./submit-button";
import { FormArea } from "./form-area";
import type { EnquiryFormResult } from "~/lib/form-post";
import { useEnquiryForm } from "./use-enquiry-form";

/** The home page's consultation form (SPEC §3 first entity), with the browser's own rules (§5). */
export function ConsultationForm({ posted }: { posted?: EnquiryFormResult }) {
  const form = useEnquiryForm("consultation", consultationFormText.outcome, posted);
  return (
    <FormArea>
      <EnquiryForm id="consultation-form" form={form} nativeRules className={formCardClass}>
        <div className={fieldGridClass}>
          <NameField />
          <EmailField business />
          <PhoneField />
          <CompanyField />
          <SelectField
            name="projectType"
            text={formText("projectType")}
            options={enquiryFields.projectType.options}
          />
          <SelectField
            name="budget"
            text={formText("budget")}
            options={enquiryFields.budget.options}
          />
          <SelectField
            name="projectTimeline"
            text={formText("projectTimeline")}
            options={enquiryFields.projectTimeline.options}
          />
          <DateField
            deferUntilFocus
            name="projectStartDate"
            text={formText("projectStartDate")}
            marked
            required
          />
          <TextAreaField
            name="projectDetails"
            text={formText("projectDetails")}
            marked
            required
            className="sm:col-span-2"
          />
        </div>
        <SubmitButton submitting={form.submitting}>{consultationFormText.submit}</SubmitButton>
      </EnquiryForm>
    </FormArea>
  );
}
