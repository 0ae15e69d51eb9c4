import type { FormText } from "#app/content/schemas/forms.ts";
import { DateField } from "./date-fields.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";
import { SelectField, TextAreaField } from "./field.tsx";
import { fieldGridClass, formCardClass } from "./form-card.ts";
import { CompanyField, EmailField, NameField, PhoneField } from "./contact-fields.tsx";
import { ConsentFields } from "./consent-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { FormArea } from "./form-area.tsx";
import type { EnquiryFormResult } from "#app/lib/form-post.ts";
import { useEnquiryForm } from "./use-enquiry-form.ts";

/** The home page's consultation form, with the browser's own rules; `text`: its words. */
export function ConsultationForm({ text, posted }: { text: FormText; posted?: EnquiryFormResult }) {
  const form = useEnquiryForm("consultation", text, posted);
  return (
    <FormArea>
      <EnquiryForm id="consultation-form" form={form} nativeRules className={formCardClass}>
        <div className={fieldGridClass}>
          <NameField />
          <EmailField />
          <PhoneField />
          <CompanyField />
          <SelectField name="projectType" />
          <SelectField name="budget" />
          <SelectField name="projectTimeline" />
          <DateField
            deferUntilFocus
            name="projectStartDate"
            chosenPrefix={text.chosenDatePrefix}
            marked
            required
          />
          <TextAreaField name="projectDetails" marked required className="sm:col-span-2" />
        </div>
        <ConsentFields text={text.consent} />
        <SubmitButton submitting={form.submitting} submittingLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
      </EnquiryForm>
    </FormArea>
  );
}
