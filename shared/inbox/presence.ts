/**
 * Presence in a conversation: which colleagues have it open, and who is writing a reply. Each
 * open page beats every `PRESENCE_BEAT_MS`; a page not heard from for `PRESENCE_WINDOW_MS` is
 * gone. The page's script beats and shows the answer within seconds; without it, the page shows
 * who was there when it was drawn.
 */

/** How often an open page beats (and learns who else is there). */
export const PRESENCE_BEAT_MS = 2_000;

/** A page not heard from for this long has been closed (or its computer slept). */
export const PRESENCE_WINDOW_MS = 10_000;

/** One colleague in the conversation: writing when any page of theirs has a reply in progress. */
export interface Presence {
  readonly email: string;
  readonly writing: boolean;
}

/** A page's own key: the random id its script makes (a UUID), or any short token like it. */
export function isPresenceTab(tab: unknown): tab is string {
  return typeof tab === "string" && /^[A-Za-z0-9-]{8,64}$/.test(tab);
}

/**
 * One open page's beat: its own key (a random id per page) and whether a reply is being written;
 * or its last word as it is left (`leaving`), so the others see it go at once.
 */
export interface PresenceBeat {
  readonly tab: string;
  readonly writing: boolean;
  readonly leaving?: boolean;
}
