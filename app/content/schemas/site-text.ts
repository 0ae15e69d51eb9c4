import * as z from "zod";
import { cta, template, text } from "./common.ts";

/** app/content/site-text.yaml: the navigation bar, the menu, the footer and short labels. */
export const siteTextSchema = z.strictObject({
  skipLink: text,
  header: z.strictObject({
    /** What assistive technology calls the navigation bar. */
    label: text,
    /** The logo's link home, as assistive technology reads it. */
    homeLabel: text,
    links: z.array(cta).min(1),
    cta,
  }),
  menu: z.strictObject({
    label: text,
    /** The toggle's name while the menu is closed, and while it is open. */
    open: text,
    close: text,
    contactTitle: text,
    phoneLabel: text,
    emailLabel: text,
  }),
  footer: z.strictObject({
    about: text,
    servicesTitle: text,
    /** The services the footer links, in its own order: file names in app/content/services/. */
    services: z.array(z.string()).min(1),
    quickLinksTitle: text,
    quickLinks: z.array(cta).min(1),
    legalTitle: text,
    legalLinks: z.array(cta).min(1),
    followTitle: text,
    instagramLabel: text,
    linkedinLabel: text,
    rights: text,
  }),
  backToTop: text,
  /** The page a person's signed link opens: stop updates, ask for erasure. */
  privacyChoices: z.strictObject({
    title: text,
    lead: text,
    updatesHeading: text,
    receivingUpdates: text,
    notReceivingUpdates: text,
    withdrawButton: text,
    withdrawn: text,
    erasureHeading: text,
    erasureBody: text,
    erasureButton: text,
    erasureRequested: template("date"),
    forgedHeading: text,
    forgedBody: text,
    goneHeading: text,
    goneBody: text,
    questions: text,
  }),
  /** Short texts that many pages show around their content. */
  labels: z.strictObject({
    /** Read before a step's title by assistive technology. */
    step: template("number"),
    rating: template("stars", "max"),
    /** Completes a card's link for assistive technology, e.g. "Learn More about Web Development". */
    moreAbout: template("title"),
    platforms: text,
    opensInNewTab: text,
    onThisPage: text,
    lastUpdated: text,
  }),
  legalSheet: z.strictObject({
    from: text,
    length: text,
    sections: template("count", "minutes"),
    questions: text,
  }),
});

export type SiteText = z.output<typeof siteTextSchema>;
export type Labels = SiteText["labels"];
