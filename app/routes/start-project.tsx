import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "start-project" }];
}

export default function Page() {
  return <PageHero title="start-project" />;
}
