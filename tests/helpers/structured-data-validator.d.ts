/** The two structured-data libraries ship no types; what the tests use of them. */
declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    readonly issueMessage: string;
    readonly severity: "ERROR" | "WARNING";
    readonly path: readonly { readonly type?: string }[];
    readonly fieldNames?: readonly string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: readonly string[] });
    parse(html: string): unknown;
  }
}
