/** The one card: a white surface, a hairline border and a soft shadow. */
export const cardClass = "rounded-card border border-line bg-surface shadow-card";

/** A card that lifts its shadow under the pointer, for cards in a grid. */
export const liftingCardClass = `${cardClass} transition-shadow duration-300 hover:shadow-lift`;
