/** Size budgets of issue 5, in gzip bytes; the budget test and the benchmark both read them. */
export const KB = 1024;

export const budgets = {
  /** React and React Router alone are about 105 KB. */
  jsWithoutForm: 110 * KB,
  jsWithForm: 130 * KB,
  css: 20 * KB,
  html: 40 * KB,
} as const;

/** Pages that carry an enquiry form (and so the form and toast code). */
export const formPages: readonly string[] = ["/", "/contact", "/start-project"];

export function jsBudgetFor(path: string): number {
  return formPages.includes(path) ? budgets.jsWithForm : budgets.jsWithoutForm;
}
