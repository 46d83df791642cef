/**
 * The mails as they were sent, kept in this process's memory only (issue 29.8): the `mails` table
 * keeps what may be inspected at rest — for a password reset, the SHA-256 of the token and a text
 * without it — while the delivered copy, with the link, stands in for the recipient's mailbox
 * (`GET /__admin/mails` shows it to tests). It holds the last {@link MAX_MAILS} mails; a restart
 * forgets them, as a sent mail is gone from the sender.
 */
export interface Mailbox {
  /** Keeps the delivered content of mail `id`. */
  deliver(id: number, content: Record<string, unknown>): void;
  /** The delivered content of mail `id`, if still kept. */
  delivered(id: number): Record<string, unknown> | undefined;
}

/** The most delivered mails kept. */
const MAX_MAILS = 1000;

export function createMailbox(): Mailbox {
  const mails = new Map<number, Record<string, unknown>>();
  return {
    deliver(id, content) {
      mails.set(id, content);
      if (mails.size > MAX_MAILS) {
        const oldest = mails.keys().next().value;
        if (oldest !== undefined) mails.delete(oldest);
      }
    },
    delivered: (id) => mails.get(id),
  };
}
