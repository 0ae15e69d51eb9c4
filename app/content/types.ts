/** Content shapes for the modules still written as TypeScript; the schemas define them. */
export type { Cta, FaqItem, Item, PageSeo, Stat, Step } from "./schemas/common";
