import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "privacy" }];
}

export default function Page() {
  return <PageHero title="privacy" />;
}
