/** The look of the inbox's form controls: the site's tokens, at least 44 px tall for touch. */
export const controlClass =
  "block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm hover:border-brand-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500";

export const labelClass = "mb-1 block text-sm font-semibold text-ink";

export const panelClass = "rounded-card border border-line bg-surface p-5 shadow-card sm:p-6";
