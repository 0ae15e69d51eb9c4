/** The one card: a white surface, a hairline border and a soft drop shade. */
export const cardClass = "rounded-card border border-line bg-surface shadow-card";

/** A card that rises under the pointer, for cards in a grid. */
export const liftingCardClass = `${cardClass} transition-shadow duration-300 hover:shadow-lift`;
