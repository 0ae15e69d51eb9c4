import type { FormText } from "#app/content/schemas/forms.ts";
import { EnquiryForm } from "./enquiry-form.tsx";
import { FormArea } from "./form-area.tsx";
import { SelectField, TextAreaField } from "./field.tsx";
import { fieldGridClass } from "./form-card.ts";
import { CompanyField, EmailField, NameField, PhoneField } from "./contact-fields.tsx";
import { ConsentFields } from "./consent-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";
import type { EnquiryFormResult } from "#app/lib/form-post.ts";
import { useEnquiryForm } from "./use-enquiry-form.ts";

/** /start-project, GENERAL ENQUIRY tab, checked by the shared schema. */
export function GeneralEnquiryForm({
  text,
  posted,
}: {
  text: FormText;
  posted?: EnquiryFormResult;
}) {
  const form = useEnquiryForm("generalEnquiry", text, posted);
  return (
    <FormArea>
      <EnquiryForm id="general-enquiry-form" form={form}>
        <div className={fieldGridClass}>
          <NameField />
          <EmailField />
          <CompanyField />
          <PhoneField />
          <SelectField name="enquiryType" required className="sm:col-span-2" />
          <TextAreaField name="message" marked required className="sm:col-span-2" />
        </div>
        <ConsentFields text={text.consent} />
        <SubmitButton submitting={form.submitting} submittingLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
      </EnquiryForm>
    </FormArea>
  );
}
