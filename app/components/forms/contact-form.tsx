import { formText } from "@shared/fields";
import type { FormText } from "~/content/schemas/forms";
import { EnquiryForm } from "./enquiry-form";
import { TextAreaField } from "./field";
import { fieldGridClass, formCardClass } from "./form-card";
import { EmailField, NameField, PhoneField } from "./contact-fields";
import { ConsentFields } from "./consent-fields";
import { SubmitButton } from "./submit-button";
import { FormArea } from "./form-area";
import type { EnquiryFormResult } from "~/lib/form-post";
import { useEnquiryForm } from "./use-enquiry-form";

/** The contact page's four-field form, all required, browser-native rules; `text`: its words. */
export function ContactForm({ text, posted }: { text: FormText; posted?: EnquiryFormResult }) {
  const form = useEnquiryForm("contact", text, posted);
  return (
    <FormArea>
      <EnquiryForm id="contact-form" form={form} nativeRules className={formCardClass}>
        <div className={fieldGridClass}>
          <NameField />
          <EmailField business={false} />
          <PhoneField className="sm:col-span-2" />
          <TextAreaField
            name="message"
            text={formText("message", "contact")}
            marked
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
