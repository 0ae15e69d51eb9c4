import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "home" }];
}

export default function Page() {
  return <PageHero title="home" />;
}
