declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType?: string;
    fieldNames?: string[];
  }
  /** Schema.org + Google rich-result checks over web-auto-extractor style input. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: unknown): Promise<ValidationIssue[]>;
  }
}
