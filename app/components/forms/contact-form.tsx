/** The contact page's four-field form (SPEC §2 Contact); built by the enquiry work. */
export function ContactForm() {
  return null;
}
