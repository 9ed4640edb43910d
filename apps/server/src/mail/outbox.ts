// The durable mail outbox (decision 023). A feature queues a mail with enqueueMail in
// the transaction of the change it tells about; the request only inserts a row. A worker in
// every server instance sends it after that transaction commits:
// - woken by the 'mail_queued' notification its commit raises (migration 0014), and by a poll
//   every few seconds in case a notification is missed;
// - claims one due row at a time with FOR UPDATE SKIP LOCKED and a lease (./repository.ts), so
//   several instances never send the same row;
// - renders the template, sends it with a Message-ID made from the row's id, marks it sent;
// - on a failure, tries again with exponential backoff (30 s, 2 min, 8 min, … by default) and
//   gives up after MAIL_MAX_ATTEMPTS attempts, marking the row failed and logging it.
// A crash before the row is marked sent leaves it pending: it is sent after the restart.
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@harit/core/language';
import type { DatabaseHandle, Db } from '../db/database.ts';
import type { Executor } from '../db/transaction.ts';
import type { MailAttachment, Mailer } from './mailer.ts';
import {
  accountLanguage,
  claimDueMail,
  deleteSentBefore,
  insertMail,
  markFailed,
  markRetry,
  markSent,
  msUntilNextDue,
  type OutboxRow,
  releaseClaim,
  renewClaim,
} from './repository.ts';
import {
  isTemplateName,
  mailHelpers,
  renderMail,
  type TemplateData,
  type TemplateName,
} from './templates/index.ts';

export type { TemplateData, TemplateName } from './templates/index.ts';

export interface QueuedMail<Name extends TemplateName> {
  /**
   * What the mail is about, unique for ever: e.g. `order-shipped:<orderId>`. Queueing the same
   * key again does nothing, so a retried transaction or a repeated request never mails twice.
   */
  key: string;
  to: string;
  template: Name;
  data: TemplateData[Name];
  /**
   * Files to attach, by reference: each is rendered by the worker's AttachmentSources when the
   * mail is sent, so the outbox row stays small and a file is never stored twice.
   */
  attachments?: AttachmentRef[];
  /**
   * The account the mail is about (an order's shopper): its language is the mail's, whatever
   * address the mail goes to (decision 044).
   */
  userId?: string | null;
  /**
   * The language for a recipient with no account: the request's that caused the mail (a guest
   * support request). An account's own language comes first: the userId's, else the account
   * with the recipient's e-mail. English when none is known.
   */
  language?: Language;
}

/** Where the queued mail keeps its language (in the row's data; no column, decision 044). */
const LANGUAGE_FIELD = 'language';

/** A file to attach to a queued mail: which source renders it, and from what. */
export interface AttachmentRef {
  /** e.g. 'invoice' */
  source: string;
  /** e.g. the order's id */
  id: string;
}

/**
 * The files mail can carry, by source name (server.ts registers them): null when there is no
 * such file any more, and the mail goes without it.
 */
export type AttachmentSources = Record<string, (id: string) => Promise<MailAttachment | null>>;

/**
 * Queues a mail in the caller's transaction (or on its own on the database): it is sent only
 * if and after that transaction commits. Returns whether it was queued now (false: the key was
 * queued before).
 */
export async function enqueueMail<Name extends TemplateName>(
  executor: Executor,
  { key, to, template, data, attachments = [], userId = null, language }: QueuedMail<Name>,
): Promise<boolean> {
  // Decided when queued, in the transaction of the change: a language chosen later does not
  // change a mail already on its way.
  const chosen =
    (await accountLanguage(executor, { userId, email: to })) ?? language ?? DEFAULT_LANGUAGE;
  return insertMail(executor, {
    key,
    recipient: to,
    template,
    data: { ...data, [LANGUAGE_FIELD]: isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE },
    attachments,
  });
}

/** The language a queued row is written in; English for a row queued before there was one. */
function languageOfRow(row: OutboxRow): Language {
  const value = (row.data as Record<string, unknown> | null)?.[LANGUAGE_FIELD];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export interface OutboxOptions {
  /** First retry's wait; each later wait is 4× the one before (30 s, 2 min, 8 min, …). */
  retryBaseMs: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts: number;
  /** How often the worker looks for due mail besides being notified. */
  pollMs: number;
  /** Test hook: the worker sends nothing for this long after it starts (crash test). */
  startDelayMs: number;
  /**
   * How long a claim keeps other workers off a row; renewed every third of it while the send
   * runs, so a slow send keeps its row however long it takes (up to sendTimeoutMs). A worker
   * that dies holding a claim delays that mail by at most this.
   */
  leaseMs: number;
  /** A send still unanswered after this counts as failed (SMTP timeouts are shorter). */
  sendTimeoutMs?: number;
}

export interface MailLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorker {
  /** Looks for due mail now. */
  wake(): void;
  /** Whether it is claiming or sending a mail right now. */
  busy(): boolean;
  /** Resolves when the pass under way, or one started now, has sent everything due. */
  drain(): Promise<void>;
  /**
   * Stops looking for mail and waits for the mail being sent, up to STOP_WAIT_MS: a stuck SMTP
   * server must not hold up a deploy. A send cut short stays claimed and is tried again when
   * its lease ends.
   */
  stop(): Promise<void>;
}

const DEFAULT_SEND_TIMEOUT_MS = 3 * 60_000;
const STOP_WAIT_MS = 5_000;
const KEEP_SENT_DAYS = 30;
const CLEANUP_EVERY_MS = 60 * 60_000;

/** The wait after the `attempt`-th failed attempt: retryBaseMs × 4^(attempt − 1). */
export function retryDelay(attempt: number, retryBaseMs: number): number {
  return retryBaseMs * 4 ** Math.max(0, attempt - 1);
}

export async function startMailWorker({
  database,
  mailer,
  publicUrl,
  options,
  log,
  attachmentSources = {},
}: {
  database: DatabaseHandle;
  mailer: Mailer;
  publicUrl: string;
  options: OutboxOptions;
  log: MailLog;
  attachmentSources?: AttachmentSources;
}): Promise<MailWorker> {
  const db = database.db;
  const { leaseMs } = options;
  const sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  const helpers = Object.fromEntries(
    LANGUAGES.map((language) => [language, mailHelpers(publicUrl, language)]),
  ) as Record<Language, ReturnType<typeof mailHelpers>>;
  const domain = new URL(publicUrl).hostname || 'harit.in';
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let started = options.startDelayMs <= 0;
  let sending = false;
  /** the row being sent now, whose claim a stop gives back if the send outlasts its wait */
  let claimed: OutboxRow | null = null;
  let timer: NodeJS.Timeout | undefined;
  let lastCleanup = 0;

  async function send(row: OutboxRow): Promise<void> {
    let rendered: ReturnType<typeof renderMail>;
    try {
      if (!isTemplateName(row.template)) throw new Error(`no mail template "${row.template}"`);
      rendered = renderMail(row.template, row.data as never, helpers[languageOfRow(row)]);
    } catch (error) {
      // A row no template can render will not render next time either.
      await markFailed(db, row.id, describe(error));
      log.error({ err: error, mailId: row.id, key: row.key }, 'mail could not be rendered');
      return;
    }
    try {
      // Rendered for each attempt: a failure here (the database away) is retried like a send.
      const attachments = await attachmentsOf(row);
      await withTimeout(
        mailer.send({
          to: row.recipient,
          messageId: `<${row.id}@${domain}>`,
          ...rendered,
          ...(attachments.length > 0 ? { attachments } : {}),
        }),
        sendTimeoutMs,
      );
    } catch (error) {
      if (row.attempts >= options.maxAttempts) {
        await markFailed(db, row.id, describe(error));
        log.error(
          { err: error, mailId: row.id, key: row.key, attempts: row.attempts },
          `mail to ${row.recipient} failed ${row.attempts} times; giving up`,
        );
      } else {
        const delay = retryDelay(row.attempts, options.retryBaseMs);
        await markRetry(db, row.id, delay, describe(error));
        log.warn(
          { err: error, mailId: row.id, key: row.key, attempts: row.attempts, retryInMs: delay },
          `mail to ${row.recipient} could not be sent; trying again later`,
        );
      }
      return;
    }
    // Sent: were this to fail, the row stays claimed and is sent again when the lease ends (a
    // duplicate with the same Message-ID; decision 023).
    await markSent(db, row.id);
  }

  async function attachmentsOf(row: OutboxRow): Promise<MailAttachment[]> {
    const refs = Array.isArray(row.attachments) ? (row.attachments as AttachmentRef[]) : [];
    const files: MailAttachment[] = [];
    for (const ref of refs) {
      const source = attachmentSources[ref.source];
      const file = source ? await source(ref.id) : null;
      if (file) files.push(file);
      else
        log.warn({ mailId: row.id, attachment: ref }, 'mail attachment not found; sent without it');
    }
    return files;
  }

  async function pass(): Promise<void> {
    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = Date.now();
      await deleteSentBefore(db, KEEP_SENT_DAYS);
    }
    while (!stopped) {
      sending = true;
      try {
        const row = await claimDueMail(db, leaseMs);
        if (!row) return;
        claimed = row;
        await holdingClaim(row, () => send(row));
      } finally {
        claimed = null;
        sending = false;
      }
    }
  }

  /**
   * Runs `work` while renewing the row's claim every third of the lease (decision 023): a short
   * lease, so a worker that dies mid-send holds its mail for seconds, not minutes, and a slow
   * SMTP server still keeps other workers off the row. A renewal that fails (the database away)
   * is tried again at the next tick; the send goes on either way.
   */
  async function holdingClaim(row: OutboxRow, work: () => Promise<void>): Promise<void> {
    const renewal = setInterval(() => {
      renewClaim(db, row, leaseMs).then(
        (renewed) => {
          if (!renewed) {
            log.warn({ mailId: row.id, key: row.key }, 'mail claim lapsed while it was sent');
          }
        },
        (error: unknown) =>
          log.warn({ err: error, mailId: row.id }, 'mail claim could not be renewed'),
      );
    }, leaseMs / 3);
    renewal.unref();
    try {
      await work();
    } finally {
      clearInterval(renewal);
    }
  }

  async function scheduleNext(): Promise<void> {
    if (stopped) return;
    let wait = options.pollMs;
    try {
      const due = await msUntilNextDue(db);
      if (due !== null) wait = Math.min(wait, Math.max(due, 10));
    } catch {
      // The database is away: the poll tries again.
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake(): void {
    if (stopped || !started) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: error }, 'the mail outbox could not be read; trying again shortly');
      })
      .then(async () => {
        if (!again) await scheduleNext();
        running = null;
        // Woken while busy: a mail may have been queued after the pass last looked.
        if (again && !stopped) {
          again = false;
          wake();
        }
      });
  }

  const unlisten = await database.listen('mail_queued', wake, (listening) => {
    if (listening) wake();
  });
  if (started) {
    wake();
  } else {
    timer = setTimeout(() => {
      started = true;
      wake();
    }, options.startDelayMs);
    timer.unref();
  }

  return {
    wake,
    busy: () => sending,
    async drain() {
      wake();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten();
      if (running) await Promise.race([running, sleep(STOP_WAIT_MS, undefined, { ref: false })]);
      // A send that outlasted the wait: its mail is given back now rather than at the lease's
      // end, so another instance sends it at once (decision 070). Should this send still
      // succeed, the mail goes twice with one Message-ID, as decision 023 accepts.
      const row = claimed;
      if (row) {
        await releaseClaim(db, row).catch((error: unknown) =>
          log.warn({ err: error, mailId: row.id }, 'mail claim could not be given back'),
        );
      }
    },
  };
}

/**
 * Resolves when no mail is being sent and none is due within `horizonMs` (tests: a short retry
 * backoff falls within it, the default one does not). Checks the database before the workers,
 * so a mail claimed in between is seen as a busy worker.
 */
export async function outboxIdle(
  db: Db,
  workers: readonly MailWorker[],
  horizonMs = 0,
): Promise<void> {
  for (;;) {
    await Promise.all(workers.map((worker) => worker.drain()));
    const due = await msUntilNextDue(db);
    if ((due === null || due > horizonMs) && workers.every((worker) => !worker.busy())) return;
    await sleep(due === null ? 10 : Math.min(Math.max(due, 10), 100));
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timeout: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timeout = setTimeout(
          () => reject(new Error(`no answer from the mail server in ${ms} ms`)),
          ms,
        );
      }),
    ]);
  } finally {
    clearTimeout(timeout);
  }
}
