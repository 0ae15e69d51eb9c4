import { enquiryFields, formText } from "@shared/fields";
import type { FormText } from "~/content/schemas/forms";
import { EnquiryForm } from "./enquiry-form";
import { FormArea } from "./form-area";
import { SelectField, TextAreaField } from "./field";
import { fieldGridClass } from "./form-card";
import { CompanyField, EmailField, NameField, PhoneField } from "./contact-fields";
import { ConsentFields } from "./consent-fields";
import { SubmitButton } from "./submit-button";
import type { EnquiryFormResult } from "~/lib/form-post";
import { useEnquiryForm } from "./use-enquiry-form";

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
          <EmailField business />
          <CompanyField />
          <PhoneField />
          <SelectField
            name="enquiryType"
            text={formText("enquiryType")}
            options={enquiryFields.enquiryType.options}
            required
            className="sm:col-span-2"
          />
          <TextAreaField
            name="message"
            text={formText("message", "enquiry")}
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
