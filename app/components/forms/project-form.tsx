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
          <EmailField />
          <CompanyField />
          <PhoneField />
          <SelectField name="projectType" required />
          <SelectField name="budget" required />
          <SelectField name="projectTimeline" required />
          <DateField name="projectStartDate" chosenPrefix={text.chosenDatePrefix} required />
          <TextAreaField name="projectDetails" required className="sm:col-span-2" />
        </div>
        <ConsentFields text={text.consent} />
        <SubmitButton submitting={form.submitting} submittingLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
      </EnquiryForm>
    </FormArea>
  );
}
