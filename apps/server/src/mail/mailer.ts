// Outgoing mail. With SMTP_URL, nodemailer sends it; without, each message is written to
// DATA_DIR/outbox/ as an .eml file and its first link is logged, so a developer can follow
// a password-reset link with nothing set up (DESIGN.md §5).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { importModule } from '../start/launcher-hooks.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `<id@host>`; the outbox's is stable across retries, so a duplicate is recognisable */
  messageId?: string;
  /** files sent with the mail (nodemailer's own shape), e.g. the order's tax invoice */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  outboxDir: string | null;
  log: (message: string) => void;
}

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  // nodemailer is loaded with the first mail, not at start (start-up time).
  let transport: Promise<Transporter> | undefined;
  const sendMail = async (mail: Mail) => {
    transport ??= importModule<{ default: typeof import('nodemailer') }>('nodemailer').then(
      ({ default: nodemailer }) =>
        smtpUrl
          ? nodemailer.createTransport(withTimeouts(smtpUrl))
          : nodemailer.createTransport({ streamTransport: true, buffer: true }),
    );
    return (await transport).sendMail({ from, ...mail });
  };
  if (smtpUrl) {
    return {
      async send(mail) {
        await sendMail(mail);
      },
    };
  }
  return {
    async send(mail) {
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      log(`mail to ${mail.to}: "${mail.subject}"${link ? ` — link: ${link}` : ''}`);
      if (!outboxDir) return;
      const info = await sendMail(mail);
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}

/**
 * Nodemailer's own waits (2 min to connect, 10 min of silence) are longer than the outbox's
 * send timeout; shorter ones, unless SMTP_URL's query sets them, end a stuck send itself rather
 * than leave it running after the outbox counted it as failed.
 */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '30000', greetingTimeout: '30000', socketTimeout: '60000' };
  for (const [name, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}
