/** How an enquiry reaches people: the team's e-mail, a chat webhook, the visitor's acknowledgement. */
export const DELIVERY_CHANNELS = ["email", "webhook", "autoreply"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
