import { PageHero } from "~/components/sections/page-hero";

export function meta() {
  return [{ title: "blog" }];
}

export default function Page() {
  return <PageHero title="blog" />;
}
