const chipLook = "rounded-pill bg-brand-50 font-medium text-brand-800";

/** The one look of a chip (a technology, a platform): a soft brand pill. */
export const chipClass = `${chipLook} px-3 py-1 text-sm`;

/** The same chip, small, beside a title (how long a step takes). */
export const smallChipClass = `${chipLook} inline-block px-2.5 py-0.5 align-middle text-xs`;
