/** The one look of a chip (a technology, a platform): a soft brand pill. */
export const chipClass = "rounded-pill bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800";
