/**
 * The inbox's sender, which the composition root registers with the outbox: the mail to a
 * colleague named in a note. Its topic is the note's id and the colleague's address; it reads the
 * note when it sends.
 */
import { aboutEnquiry } from "#server/enquiries/senders.ts";
import { findNote } from "#server/enquiries/notes.ts";
import type { Senders } from "#server/outbox/notifier.ts";
import type { OutboxSettings, Transports } from "#server/outbox/transports.ts";
import type { Database } from "#server/store/database.ts";
import { mentionMail } from "./messages.ts";
import { displayNameFor } from "#server/accounts/users-store.ts";

/** A mention's delivery topic: which note, and who it names. */
export const mentionTopic = (noteId: string, member: string) => `${noteId}:${member}`;

function readMentionTopic(topic: string): { noteId: string; member: string } {
  const separator = topic.indexOf(":");
  return { noteId: topic.slice(0, separator), member: topic.slice(separator + 1) };
}

export function noteSenders({
  settings,
  transports: { mail, messageIdOf },
  db,
}: {
  readonly settings: OutboxSettings;
  readonly transports: Transports;
  readonly db: Database;
}): Senders {
  if (!mail) return {};
  return {
    mention: aboutEnquiry(db, async (enquiry, delivery) => {
      const { noteId, member } = readMentionTopic(delivery.topic);
      const note = await findNote(db, noteId);
      if (!note) throw new Error("The note is gone");
      await mail.sendMail({
        from: settings.notifyEmailFrom,
        to: member,
        messageId: messageIdOf(delivery.id),
        headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
        ...mentionMail(enquiry, note, await displayNameFor(db, note.by), settings.siteUrl),
      });
    }),
  };
}
