import { enquiryFields, formText } from "@shared/fields";
import type { FormText } from "~/content/schemas/forms";
import { DateField } from "./date-fields";
import { EnquiryForm } from "./enquiry-form";
import { FormArea } from "./form-area";
import { SelectField, TextAreaField } from "./field";
import { fieldGridClass } from "./form-card";
import { CompanyField, EmailField, NameField, PhoneField } from "./contact-fields";
import { ConsentFields } from "./consent-fields";
import { SubmitButton } from "./submit-button";
import type { EnquiryFormResult } from "~/lib/form-post";
import { useEnquiryForm } from "./use-enquiry-form";

/** /start-project, PROJECT tab: a project request, checked by the shared schema. */
export function ProjectForm({ text, posted }: { text: FormText; posted?: EnquiryFormResult }) {
  const form = useEnquiryForm("project", text, posted);
  return (
    <FormArea>
      <EnquiryForm id="project-form" form={form}>
        <div className={fieldGridClass}>
          <NameField />
          <EmailField business />
          <CompanyField />
          <PhoneField />
          <SelectField
            name="projectType"
            text={formText("projectType")}
            options={enquiryFields.projectType.options}
            required
          />
          <SelectField
            name="budget"
            text={formText("budget")}
            options={enquiryFields.budget.options}
            required
          />
          <SelectField
            name="projectTimeline"
            text={formText("projectTimeline")}
            options={enquiryFields.projectTimeline.options}
            required
          />
          <DateField
            name="projectStartDate"
            text={formText("projectStartDate")}
            chosenPrefix={text.chosenDatePrefix}
            required
          />
          <TextAreaField
            name="projectDetails"
            text={formText("projectDetails")}
            required
            className="sm:col-span-2"
          />
        </div>
        <ConsentFields text={text.consent} />
        <SubmitButton submitting={form.submitting} submittingLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
      </EnquiryForm>
    </FormArea>
  );
}
