import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "contact" }];
}

export default function Page() {
  return <PageHero title="contact" />;
}
