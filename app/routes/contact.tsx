import type { Route } from "./+types/contact";
import { PageHero } from "~/components/sections/page-hero";
import { ContactForm } from "~/components/forms/contact-form";
import { enquiryAction } from "~/lib/enquiry-action.server";

export function meta() {
  return [{ title: "contact" }];
}

export async function action(args: Route.ActionArgs) {
  return enquiryAction(args);
}

export default function Page() {
  return (
    <>
      <PageHero title="contact" />
      <ContactForm />
    </>
  );
}
