import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "services" }];
}

export default function Page() {
  return <PageHero title="services" />;
}
