import { siteFacts } from "virtual:site-facts";
import { noIndexRobots, socialImageSize, type PageMeta } from "#app/lib/seo.ts";

/** JSON for a `<script>` element: `<` escaped so no string in it can close the element. */
function scriptJson(data: object): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

/** The page's head tags: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function Seo({ meta }: { meta: PageMeta }) {
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords} />
      {meta.noindex ? <meta name="robots" content={noIndexRobots} /> : null}
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      <meta property="og:type" content={meta.type} />
      <meta property="og:site_name" content={siteFacts.company} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.canonical ? <meta property="og:url" content={meta.canonical} /> : null}
      <meta property="og:image" content={meta.image} />
      <meta property="og:image:width" content={String(socialImageSize.width)} />
      <meta property="og:image:height" content={String(socialImageSize.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image} />
      {meta.jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
        />
      ))}
    </>
  );
}
