/** One entry of the team's private notes on an enquiry: never changed once written. */
export interface NoteEntry {
  readonly id: string;
  readonly text: string;
  /** The author's address (or "unknown" for a note kept from before notes were a thread). */
  readonly by: string;
  readonly at: Date;
}
