import { enquiryTypeOptions } from "@shared/options";
import { fieldTexts, startProjectOutcome } from "~/content/forms";
import { enquiryTabs } from "~/content/start-project";
import { EnquiryForm } from "./enquiry-form";
import { SelectField, TextAreaField, TextField } from "./field";
import { fieldGridClass } from "./form-card";
import { SubmitButton } from "./submit-button";
import { useEnquiryForm } from "./use-enquiry-form";

/** /start-project, GENERAL ENQUIRY tab (SPEC §3, §5). */
export function GeneralEnquiryForm() {
  const form = useEnquiryForm("generalEnquiry", startProjectOutcome);
  return (
    <EnquiryForm id="general-enquiry-form" form={form}>
      <div className={fieldGridClass}>
        <TextField name="name" text={fieldTexts.name} marked required autoComplete="name" />
        <TextField
          name="email"
          type="email"
          text={fieldTexts.businessEmail}
          marked
          required
          autoComplete="email"
        />
        <TextField
          name="companyName"
          text={fieldTexts.companyName}
          marked
          required
          autoComplete="organization"
        />
        <TextField
          name="phone"
          type="tel"
          text={fieldTexts.phone}
          marked
          required
          autoComplete="tel"
        />
        <SelectField
          name="enquiryType"
          text={fieldTexts.enquiryType}
          options={enquiryTypeOptions}
          required
          className="sm:col-span-2"
        />
        <TextAreaField
          name="message"
          text={fieldTexts.enquiry}
          marked
          required
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton submitting={form.submitting}>{enquiryTabs.generalEnquiry.submit}</SubmitButton>
    </EnquiryForm>
  );
}
