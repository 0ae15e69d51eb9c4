import type { ServiceCard } from "../services";
import type { IconName } from "../../components/ui/icon";
import type { Cta, Item, PageSeo } from "../types";

/** A short figure shown in the hero or a stats band, e.g. "99.9%" and what it measures. */
export interface ServiceFigure {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
}

/** One thing we deliver: a card with an icon, optional deliverables and optional platform tags. */
export interface ServiceOffering {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  readonly points?: readonly string[];
  readonly tags?: readonly string[];
}

export interface ServiceStep {
  readonly title: string;
  readonly description: string;
  /** How long the step usually takes, e.g. "Week 1". */
  readonly duration?: string;
}

export interface ComparisonRow {
  readonly aspect: string;
  readonly ours: string;
  readonly theirs: string;
}

/** An inline e-mail line: `before`, the address as a mailto: link, then `after`. */
export interface EmailLine {
  readonly before: string;
  readonly address: string;
  readonly after: string;
}

/** The heading block every section carries; `id` is the section's anchor. */
interface SectionHeading {
  readonly id: string;
  readonly eyebrow?: string;
  readonly title: string;
  readonly intro?: string;
}

export type OfferingsSection = SectionHeading & {
  readonly type: "offerings";
  readonly items: readonly ServiceOffering[];
  /** Two wide columns suit few, detailed cards; three is the default. */
  readonly columns?: 2 | 3;
};

export type TechnologiesSection = SectionHeading & {
  readonly type: "technologies";
  readonly groups: readonly { readonly label: string; readonly items: readonly string[] }[];
};

export type ProcessSection = SectionHeading & {
  readonly type: "process";
  readonly steps: readonly ServiceStep[];
};

/** Why choose us, advantages: icon cards, or numbered cards when the order matters. */
export type ReasonsSection = SectionHeading & {
  readonly type: "reasons";
  readonly items: readonly Item[];
  readonly layout?: "cards" | "numbered";
};

export type ChecklistSection = SectionHeading & {
  readonly type: "checklist";
  readonly items: readonly { readonly title: string; readonly description: string }[];
};

export type StatsSection = SectionHeading & {
  readonly type: "stats";
  readonly items: readonly ServiceFigure[];
};

/** A model explained in prose beside a list of its key points. */
export type ExplainerSection = SectionHeading & {
  readonly type: "explainer";
  readonly paragraphs: readonly string[];
  readonly pointsTitle: string;
  readonly points: readonly string[];
};

export type ComparisonSection = SectionHeading & {
  readonly type: "comparison";
  readonly caption: string;
  readonly columns: { readonly aspect: string; readonly ours: string; readonly theirs: string };
  readonly rows: readonly ComparisonRow[];
};

/** The closing call to action: buttons, an optional text link and an optional e-mail line. */
export type CtaSection = SectionHeading & {
  readonly type: "cta";
  readonly actions: readonly Cta[];
  readonly link?: Cta;
  readonly email?: EmailLine;
  readonly notes?: readonly string[];
};

export type ServiceSection =
  | OfferingsSection
  | TechnologiesSection
  | ProcessSection
  | ReasonsSection
  | ChecklistSection
  | StatsSection
  | ExplainerSection
  | ComparisonSection
  | CtaSection;

/** One service page: a hero and a list of sections. A new service is one of these plus its card. */
/**
 * One service, whole: its card (home and /services), its footer link and its page at
 * /service/{slug}. Each service is one module; everything that shows a service reads it here.
 */
export interface ServicePage {
  /** The card's `pageTitle` (SPEC §3); the page lives at /service/{slug}. */
  readonly slug: string;
  readonly card: Omit<ServiceCard, "pageTitle">;
  /** The service's name in the footer's list. */
  readonly footerLabel: string;
  readonly seo: PageSeo;
  /** schema.org `serviceType` of the page's Service entry. */
  readonly serviceType: string;
  readonly hero: {
    readonly eyebrow: string;
    readonly title: string;
    readonly lead: string;
    readonly actions: readonly Cta[];
    readonly highlights: readonly ServiceFigure[];
  };
  readonly sections: readonly ServiceSection[];
}
