import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "career" }];
}

export default function Page() {
  return <PageHero title="career" />;
}
