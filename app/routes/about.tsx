import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "about" }];
}

export default function Page() {
  return <PageHero title="about" />;
}
