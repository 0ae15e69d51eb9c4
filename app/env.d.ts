/** The site's origin, fixed at build time by astro.config.ts from SITE_URL. */
declare const __SITE_URL__: string;
/** A random mark of the build, made by astro.config.ts. */
declare const __BUILD_ID__: string;

declare module "virtual:inline-script/*" {
  /** `app/lib/scripts/<name>.ts` as one minified classic script, for a component to inline. */
  const script: string;
  export default script;
}

declare module "virtual:site-facts" {
  /** app/content/site.yaml, checked at build time (server/astro/site-facts-module.ts). */
  export const siteFacts: import("#shared/site/facts.ts").SiteFacts;
  /** The company's name on its own, so an island that needs only the name carries nothing else. */
  export const companyName: string;
}

declare module "virtual:form-words" {
  type FormWords = import("#shared/enquiries/words.ts").FormWords;
  /** Each kind of enquiry's names (app/content/forms.yaml), checked at build time. */
  export const kinds: FormWords["kinds"];
  /** Each kind's name in the success message alone, for the form islands. */
  export const kindsShown: Readonly<Record<keyof FormWords["kinds"], string>>;
  /** Where an enquiry came from, as the team reads it: the heading and each part's name. */
  export const attribution: FormWords["attribution"];
  /** app/content/forms.yaml's words of each field, checked at build time. */
  export const fields: FormWords["fields"];
  /** What the text checks say. */
  export const textRules: FormWords["textRules"];
  /** What a form says when the CV chosen is too large to send. */
  export const cvTooLarge: string;
  /** After a consultation or project enquiry is sent: the offer to pick a time on /book. */
  export const bookingOffer: FormWords["bookingOffer"];
}

declare module "virtual:icon-sprite" {
  /** A hidden SVG holding a `<symbol id="icon-…">` per icon, for the document shell. */
  const markup: string;
  export default markup;
}

type ServerLocals = import("#shared/locals/site-locals.ts").SiteLocals;

declare namespace App {
  /** The server's services, handed to the pages rendered on request. */
  interface Locals extends ServerLocals {
    /** Set while a page is rendered for a form posted to it without JavaScript. */
    enquiryResult?: import("#app/lib/form-post.ts").EnquiryFormResult;
  }
}
