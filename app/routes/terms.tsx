import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "terms" }];
}

export default function Page() {
  return <PageHero title="terms" />;
}
