import { enquiryFields, formText } from "#shared/enquiries/fields.ts";
import type { FormText } from "#app/content/schemas/forms.ts";
import { DateField } from "./date-fields.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";
import { FormArea } from "./form-area.tsx";
import { SelectField, TextAreaField } from "./field.tsx";
import { fieldGridClass } from "./form-card.ts";
import { CompanyField, EmailField, NameField, PhoneField } from "./contact-fields.tsx";
import { ConsentFields } from "./consent-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";
import type { EnquiryFormResult } from "#app/lib/form-post.ts";
import { useEnquiryForm } from "./use-enquiry-form.ts";

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
