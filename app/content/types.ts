import type { IconName } from "~/components/ui/icon";

/** Content shapes shared by every page. Page-specific shapes live beside their content. */
export interface Cta {
  readonly label: string;
  readonly href: string;
}

export interface Item {
  readonly title: string;
  readonly description: string;
  readonly icon?: IconName;
}

export interface Step {
  readonly title: string;
  readonly description: string;
}

export interface Stat {
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
  readonly subtitle?: string;
}

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  /** Stars out of five. */
  readonly rating: number;
  readonly text: string;
  readonly initial: string;
  readonly color: string;
}

export interface PageSeo {
  readonly title: string;
  readonly description: string;
}
