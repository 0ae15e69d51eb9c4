import { formText } from "@shared/fields";
import { contactFormText } from "~/content/forms";
import { EnquiryForm } from "./enquiry-form";
import { TextAreaField } from "./field";
import { fieldGridClass, formCardClass } from "./form-card";
import { EmailField, NameField, PhoneField } from "./contact-fields";
import { SubmitButton } from "./submit-button";
import { FormArea } from "./form-area";
import type { EnquiryFormResult } from "~/lib/form-post";
import { useEnquiryForm } from "./use-enquiry-form";

/** The contact page's four-field form (SPEC §2 Contact), all required, browser-native rules. */
export function ContactForm({ posted }: { posted?: EnquiryFormResult }) {
  const form = useEnquiryForm("contact", contactFormText.outcome, posted);
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
        <SubmitButton submitting={form.submitting}>{contactFormText.submit}</SubmitButton>
      </EnquiryForm>
    </FormArea>
  );
}
