import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "service" }];
}

export default function Page() {
  return <PageHero title="service" />;
}
