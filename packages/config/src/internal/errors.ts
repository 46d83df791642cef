import type * as z from 'zod/mini';
import english from 'zod/v4/locales/en.js';

/**
 * The parse options of the configuration schemas. zod/mini configures no locale (zod classic
 * loads English on import): a rule without a text of its own is explained in English, e.g.
 * `Invalid input: expected string, received undefined`, not a bare `Invalid input` (issue 30.6).
 * Only the English locale: zod's 63 others are not bundled.
 */
export const inEnglish: z.core.ParseContext<z.core.$ZodIssue> = { error: english().localeError };

/**
 * An invalid configuration or brand file. The message names the file and the first failing field:
 * `Invalid brand configuration in brands/battery/brand.json: field "theme.primary": a #RRGGBB colour`.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly source: string;
  readonly field: string;
  readonly issues: ReadonlyArray<{ field: string; message: string }>;
  constructor(kind: string, source: string, issues: ReadonlyArray<{ field: string; message: string }>) {
    const first = issues[0] ?? { field: '(root)', message: 'invalid' };
    super(
      `Invalid ${kind} in ${source}: field "${first.field}": ${first.message}` +
        (issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''),
    );
    this.source = source;
    this.field = first.field;
    this.issues = issues;
  }
}

/** Turns zod issues into `{ field, message }` rows with dotted paths. */
export function toIssues(error: z.core.$ZodError): Array<{ field: string; message: string }> {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : '(root)',
    message: issue.message,
  }));
}
