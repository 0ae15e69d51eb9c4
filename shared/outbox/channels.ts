/** What each enquiry queues for itself: the team's e-mail, a chat webhook, the visitor's acknowledgement. */
export const ENQUIRY_CHANNELS = ["email", "webhook", "autoreply"] as const;
export type EnquiryChannel = (typeof ENQUIRY_CHANNELS)[number];

/**
 * The team's own mails about an enquiry, queued as the team works it: a reply to the enquirer, the
 * notice to a colleague it was assigned to, and the reminders (e-mail and webhook) before and at
 * the breach of the reply promise, the mail to a colleague named in a note, and a booked
 * meeting's mail to the visitor with its calendar invitation (topic: booking id and SEQUENCE).
 */
export const TEAM_CHANNELS = [
  "reply",
  "assignment",
  "reminder",
  "reminder-webhook",
  "mention",
  "booking",
] as const;

export const DELIVERY_CHANNELS = [...ENQUIRY_CHANNELS, ...TEAM_CHANNELS] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export function isEnquiryChannel(channel: DeliveryChannel): channel is EnquiryChannel {
  return (ENQUIRY_CHANNELS as readonly DeliveryChannel[]).includes(channel);
}
