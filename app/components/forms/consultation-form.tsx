/** The home page's consultation form (SPEC §3 first entity); built by the enquiry work. */
export function ConsultationForm() {
  return null;
}
