// The payment sweeper (decision 032), started in every server instance as the mail
// worker is (decision 023). Each pass:
// - cancels card and UPI orders whose payment window ended unpaid (the workflow handed in,
//   src/workflows/expire-unpaid-order.ts: orders' cancel steps: stock
//   back, carbon and points reversed). Each order is cancelled in its own transaction that
//   locks the order row with SKIP LOCKED (another instance already has it) and then the payment
//   row, which a confirmation arriving at the same moment also locks: one of them wins;
// - sends the refunds queued by cancellations and late payments, claimed with SKIP LOCKED and a
//   lease, retried with backoff when the provider fails.
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { claimDueRefund, markRefund } from './repository.ts';

export interface SweeperLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PaymentSweeper {
  /** One pass now (tests); resolves when it is done. */
  sweep(): Promise<{ expired: number; refunded: number }>;
  stop(): Promise<void>;
}

const REFUND_LEASE_MS = 5 * 60_000;
const REFUND_MAX_ATTEMPTS = 8;
const REFUND_RETRY_BASE_MS = 60_000;

/** Sends every due refund through the provider; how many it sent. */
export async function sendDueRefunds(
  db: Db,
  provider: PaymentProvider | null,
  log: SweeperLog,
  /** true once the server is stopping: no further refund is claimed (decision 070) */
  stopping: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  while (!stopping()) {
    const refund = await claimDueRefund(db, REFUND_LEASE_MS);
    if (!refund) return sent;
    if (!provider || refund.provider !== provider.id || !refund.provider_payment_id) {
      // Paid through another provider than the one configured now: staff refund it by hand.
      await markRefund(db, refund.id, {
        status: 'failed',
        error: `paid through ${refund.provider}, which is not configured`,
      });
      log.error({ refund: refund.key }, 'refund needs the provider it was paid through');
      continue;
    }
    try {
      const { refundId } = await provider.refund({
        paymentId: refund.provider_payment_id,
        amountPaise: refund.amount_paise,
        receipt: refund.key.slice(0, 40),
      });
      await markRefund(db, refund.id, { status: 'processed', refundId });
      sent++;
    } catch (error) {
      const message = (error as Error).message.slice(0, 1000);
      if (refund.attempts >= REFUND_MAX_ATTEMPTS) {
        await markRefund(db, refund.id, { status: 'failed', error: message });
        log.error({ refund: refund.key, err: error }, 'refund failed; giving up');
      } else {
        const delayMs = REFUND_RETRY_BASE_MS * 4 ** (refund.attempts - 1);
        await markRefund(db, refund.id, { status: 'retry', delayMs, error: message });
        log.warn({ refund: refund.key, err: error }, 'refund failed; trying again later');
      }
    }
  }
  return sent;
}

export function startPaymentSweeper({
  db,
  expireOverdueOrders,
  provider,
  intervalMs,
  log,
  onRun,
}: {
  db: Db;
  /** cancels overdue unpaid orders, how many (src/workflows/expire-unpaid-order.ts) */
  expireOverdueOrders: (db: Db) => Promise<number>;
  provider: PaymentProvider | null;
  intervalMs: number;
  log: SweeperLog;
  /** told of every pass and how it ended (the metrics, decision 070) */
  onRun?: (outcome: 'ok' | 'error') => void;
}): PaymentSweeper {
  let running: Promise<{ expired: number; refunded: number }> | null = null;
  let stopped = false;

  function sweep(): Promise<{ expired: number; refunded: number }> {
    if (!running) {
      running = (async () => {
        const expired = await expireOverdueOrders(db);
        const refunded = await sendDueRefunds(db, provider, log, () => stopped);
        return { expired, refunded };
      })()
        .then(
          (result) => {
            onRun?.('ok');
            return result;
          },
          (error: unknown) => {
            onRun?.('error');
            throw error;
          },
        )
        .finally(() => {
          running = null;
        });
    }
    return running;
  }

  const timer = setInterval(() => {
    if (stopped) return;
    sweep().catch((error: unknown) => {
      log.error({ err: error }, 'the payment sweeper failed; trying again shortly');
    });
  }, intervalMs);
  timer.unref();

  return {
    sweep,
    /**
     * Claims nothing more and waits for the refund being sent, if any (decision 070): a refund
     * whose provider call was cut short could be sent twice, so it is never released early.
     * Each order expiry is its own short transaction, which ends by itself.
     */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
