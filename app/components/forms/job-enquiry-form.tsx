import type { FormText } from "#app/content/schemas/forms.ts";
import { EnquiryForm } from "./enquiry-form.tsx";
import { FormArea } from "./form-area.tsx";
import { TextAreaField, TextField } from "./field.tsx";
import { fieldGridClass } from "./form-card.ts";
import { EmailField, NameField, PhoneField } from "./contact-fields.tsx";
import { ConsentFields } from "./consent-fields.tsx";
import { CvField } from "./cv-field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import type { EnquiryFormResult } from "#app/lib/form-post.ts";
import { useEnquiryForm } from "./use-enquiry-form.ts";

/**
 * /start-project, JOB ENQUIRY tab, checked by the shared schema. The cover letter must be filled
 * (50 characters at least), so it carries the asterisk like every field its rules require; its
 * hint gives the length up front.
 */
export function JobEnquiryForm({
  text,
  posted,
  opening,
}: {
  text: FormText;
  posted?: EnquiryFormResult;
  /** The opening applied for, when the visitor came from its page: the position is filled in. */
  opening?: { readonly slug: string; readonly title: string };
}) {
  const form = useEnquiryForm(
    "jobEnquiry",
    text,
    posted,
    opening ? { position: opening.title, opening: opening.slug } : {},
  );
  return (
    <FormArea>
      <EnquiryForm id="job-enquiry-form" form={form} multipart>
        <input type="hidden" name="opening" defaultValue={form.defaults.opening ?? ""} />
        <div className={fieldGridClass}>
          <NameField />
          <EmailField />
          <TextField name="position" marked required />
          <PhoneField />
          <TextAreaField name="coverLetter" required className="sm:col-span-2" />
          <CvField className="sm:col-span-2" />
        </div>
        <ConsentFields text={text.consent} />
        <SubmitButton submitting={form.submitting} submittingLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
      </EnquiryForm>
    </FormArea>
  );
}
