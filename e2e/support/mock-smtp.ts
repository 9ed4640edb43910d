// A local SMTP server standing in for the mail provider (DESIGN.md §5): it accepts every
// message on loopback and drops it in MAILBOX_DIR, where a spec picks it up.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_DIR, SMTP_PORT } from './mock-ports';

export interface CapturedMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

/**
 * An SMTP server that accepts every message on loopback and hands it to `onMail` (also used by
 * the server's mail crash test, apps/server/test/mail-crash.test.ts).
 */
export function capturingSmtpServer(onMail: (mail: CapturedMail) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS and reject our cert.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMail({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
}

export async function startMockSmtp(): Promise<() => Promise<void>> {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const server = capturingSmtpServer((mail) => {
    writeFileSync(path.join(MAILBOX_DIR, `${Date.now()}-${++count}.json`), JSON.stringify(mail));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Header block and body of a message or a MIME part, with folded header lines unfolded. */
function splitEntity(raw: string): { header: (name: string) => string; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
  return { header, body };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as a non-ASCII subject is sent. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The leaf parts of a MIME entity: itself, or those of each part of a multipart one. */
function leafParts(entity: ReturnType<typeof splitEntity>): ReturnType<typeof splitEntity>[] {
  const boundary = entity.header('Content-Type').match(/boundary="?([^";]+)"?/i)?.[1];
  if (!boundary) return [entity];
  return entity.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leafParts(splitEntity(part.replace(/^\r?\n/, ''))));
}

/**
 * Subject, plain text and HTML of a message: single-part, multipart/alternative with a
 * text/plain and a text/html part, or that inside multipart/mixed with attachments (what the
 * server's mail outbox sends); `attachments` names each attached file.
 */
export function parseMail(raw: string): {
  subject: string;
  text: string;
  html: string;
  attachments: string[];
} {
  const message = splitEntity(raw);
  const subject = decodeWords(message.header('Subject'));
  const parts = leafParts(message);
  const isAttachment = (p: ReturnType<typeof splitEntity>) =>
    /^attachment/i.test(p.header('Content-Disposition'));
  const partOf = (type: string) => {
    const part = parts.find(
      (p) => !isAttachment(p) && (p.header('Content-Type') || 'text/plain').startsWith(type),
    );
    if (!part) return '';
    const text = decodeBody(part.body, part.header('Content-Transfer-Encoding').toLowerCase());
    return text.replace(/\r\n/g, '\n').replace(/\n$/, '');
  };
  const attachments = parts
    .filter(isAttachment)
    .map((p) =>
      decodeWords(p.header('Content-Disposition').match(/filename="?([^";]+)"?/i)?.[1] ?? ''),
    );
  return { subject, text: partOf('text/plain'), html: partOf('text/html'), attachments };
}

/**
 * Waits for the newest message to `to` received after `since` (epoch ms), whose subject matches
 * `subject` when given.
 */
export async function waitForMail(
  to: string,
  {
    since = 0,
    subject,
    timeoutMs = 15_000,
  }: { since?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<ReturnType<typeof parseMail>> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  while (Date.now() < deadline) {
    const mails = readdirSync(MAILBOX_DIR)
      .sort()
      .reverse()
      .map((name) => JSON.parse(readFileSync(path.join(MAILBOX_DIR, name), 'utf8')) as CapturedMail)
      .filter((m) => m.to.includes(address) && m.receivedAt >= since)
      .map((m) => parseMail(m.raw));
    const mail = mails.find((m) => !subject || subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} arrived at the mock SMTP server within ${timeoutMs} ms`);
}
