/** Content shapes for the modules still written as TypeScript; the schemas define them. */
export type { PageSeo, Step } from "./schemas/common";
