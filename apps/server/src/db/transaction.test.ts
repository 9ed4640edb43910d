import { describe, expect, it } from 'vitest';
import { HttpError } from '../plugins/errors.ts';
import type { Executor, Trx } from './transaction.ts';
import { withTransaction } from './transaction.ts';

/** A database whose transactions fail with the given errors, in turn, then succeed. */
function databaseFailingWith(...failures: unknown[]) {
  let runs = 0;
  const db = {
    isTransaction: false,
    transaction: () => ({
      execute: async <T>(work: (trx: Trx) => Promise<T>) => {
        runs++;
        const failure = failures.shift();
        if (failure) throw failure;
        return work({ isTransaction: true } as unknown as Trx);
      },
    }),
  } as unknown as Executor;
  return { db, runs: () => runs };
}

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
const serializationFailure = Object.assign(new Error('could not serialize'), { code: '40001' });
const fast = { baseDelayMs: 1 };

describe('withTransaction', () => {
  it('runs the transaction again after a deadlock or a serialization failure', async () => {
    const { db, runs } = databaseFailingWith(deadlock, serializationFailure);
    await expect(withTransaction(db, async () => 'placed', fast)).resolves.toBe('placed');
    expect(runs()).toBe(3);
  });

  it('gives up after the last attempt with a 409 that asks to try again', async () => {
    const { db, runs } = databaseFailingWith(deadlock, deadlock, deadlock);
    const outcome = withTransaction(db, async () => 'placed', { ...fast, attempts: 3 });
    await expect(outcome).rejects.toBeInstanceOf(HttpError);
    await expect(outcome).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/try again/),
    });
    expect(runs()).toBe(3);
  });

  it('does not run again after any other error', async () => {
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { db, runs } = databaseFailingWith(duplicate);
    await expect(withTransaction(db, async () => 'placed', fast)).rejects.toBe(duplicate);
    expect(runs()).toBe(1);
  });

  it('joins a transaction it is given instead of opening another', async () => {
    const trx = { isTransaction: true } as unknown as Trx;
    await expect(withTransaction(trx, async (inner) => inner === trx)).resolves.toBe(true);
  });
});
