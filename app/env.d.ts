/** The site's origin, fixed at build time by astro.config.ts from SITE_URL. */
declare const __SITE_URL__: string;

declare module "virtual:page-behaviour-script" {
  /** The page behaviours as one minified classic script, for the document shell to inline. */
  const script: string;
  export default script;
}

declare module "virtual:icon-sprite" {
  /** The URL of the SVG sprite that holds a `<symbol>` per icon, with our icon names as ids. */
  const url: string;
  export default url;
}

type ServerLocals = import("@shared/site-locals").SiteLocals;

declare namespace App {
  /** The server's services, handed to the pages rendered on request. */
  interface Locals extends ServerLocals {
    /** Set while a page is rendered for a form posted to it without JavaScript. */
    enquiryResult?: import("~/lib/form-post").EnquiryFormResult;
  }
}
