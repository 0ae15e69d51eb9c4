/** The look of a form block: a white card that reads on plain and muted sections alike. */
export const formCardClass = "rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-8";

/**
 * Two columns from small screens up; one column down to 320 px. The rows stand 16 px apart, so a
 * message under a field sits closer to its own field than to the next label.
 */
export const fieldGridClass = "grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2";
