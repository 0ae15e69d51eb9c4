import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "article" }];
}

export default function Page() {
  return <PageHero title="article" />;
}
