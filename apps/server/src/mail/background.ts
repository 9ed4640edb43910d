// Mail that must not hold up a reply (issue 12, item 16): a password-reset link was sent before
// the reply, so a known e-mail answered later than an unknown one and SMTP's slowness was the
// shopper's. Queued mail is sent one message at a time after the caller returns; a failure is
// logged and the next message still goes.
import type { Mail, Mailer } from './mailer.ts';

export interface MailQueue {
  /** Queues the mail and returns at once. */
  enqueue(mail: Mail): void;
  /** Resolves when everything queued so far has been tried (tests, shutdown). */
  idle(): Promise<void>;
}

export function createMailQueue(
  mailer: Mailer,
  onError: (error: unknown, mail: Mail) => void,
): MailQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    enqueue(mail) {
      tail = tail.then(() =>
        mailer.send(mail).catch((error: unknown) => {
          onError(error, mail);
        }),
      );
    },
    idle: () => tail,
  };
}
