import type { FormText } from "#app/content/schemas/forms.ts";
import { EnquiryForm } from "./enquiry-form.tsx";
import { TextAreaField } from "./field.tsx";
import { fieldGridClass, formCardClass } from "./form-card.ts";
import { EmailField, NameField, PhoneField } from "./contact-fields.tsx";
import { ConsentFields } from "./consent-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { FormArea } from "./form-area.tsx";
import type { EnquiryFormResult } from "#app/lib/form-post.ts";
import { useEnquiryForm } from "./use-enquiry-form.ts";

/** The contact page's four-field form, all required, browser-native rules; `text`: its words. */
export function ContactForm({ text, posted }: { text: FormText; posted?: EnquiryFormResult }) {
  const form = useEnquiryForm("contact", text, posted);
  return (
    <FormArea>
      <EnquiryForm id="contact-form" form={form} nativeRules className={formCardClass}>
        <div className={fieldGridClass}>
          <NameField />
          <EmailField />
          <PhoneField className="sm:col-span-2" />
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
