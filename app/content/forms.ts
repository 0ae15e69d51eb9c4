/** Outcome texts of every enquiry form (SPEC §2, §8); the fields are worded in shared/fields.ts. */

/** A toast, or the inline notice a visitor without JavaScript sees instead. */
export interface Notice {
  readonly title: string;
  readonly description?: string;
}

export interface FormOutcomeTexts {
  /** `kind` is the submission kind as the visitor reads it (SPEC §3), e.g. "job enquiry". */
  readonly success: (kind: string) => Notice;
  /** `reason` is the §8 description of what went wrong. */
  readonly failure: (reason: string) => Notice;
}

export const formTexts = {
  submitting: "Submitting...",
  honeypotLabel: "Leave this field empty",
  /** Announced with the long form of a chosen date, e.g. "Monday, December 7, 2026". */
  chosenDatePrefix: "Selected:",
} as const;

/** SPEC §8, /start-project failure: the description, in the order the catalogue gives. */
export const submissionFailureTexts = {
  serverError: (status: number) => `Server error: ${status}`,
  noResponse: "No response from server. Please check your connection.",
  unexpectedStatus: "Unexpected response status",
  fallback: "There was an error submitting your form. Please try again.",
} as const;

export const consultationFormText = {
  submit: "Book Free Consultation",
  outcome: {
    success: () => ({
      title: "Message Sent Successfully!",
      description: "We'll get back to you within 24 hours to discuss your project.",
    }),
    failure: () => ({ title: "Failed to submit form" }),
  } satisfies FormOutcomeTexts,
} as const;

export const contactFormText = {
  submit: "Send Message",
  outcome: {
    success: () => ({ title: "Form submitted successfully!" }),
    failure: () => ({ title: "Failed to submit form." }),
  } satisfies FormOutcomeTexts,
} as const;

/** The three /start-project tabs share these outcome texts. */
export const startProjectOutcome = {
  success: (kind) => ({
    title: "Form Submitted Successfully!",
    description: `Your ${kind} has been received. We'll get back to you within 24 hours.`,
  }),
  failure: (reason) => ({ title: "Submission Failed", description: reason }),
} satisfies FormOutcomeTexts;
