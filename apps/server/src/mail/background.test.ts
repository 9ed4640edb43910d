import { describe, expect, it } from 'vitest';
import { createMailQueue } from './background.ts';
import type { Mail } from './mailer.ts';

const mail = (to: string): Mail => ({ to, subject: 'Hello', text: 'Hello' });

describe('createMailQueue', () => {
  it('returns before the mail is sent, sends in order, and goes on after a failure', async () => {
    const sent: string[] = [];
    const failures: string[] = [];
    let release = () => {};
    const firstSent = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = createMailQueue(
      {
        async send(m) {
          if (m.to === 'slow@example.in') await firstSent;
          if (m.to === 'broken@example.in') throw new Error('SMTP refused');
          sent.push(m.to);
        },
      },
      (_error, m) => failures.push(m.to),
    );
    queue.enqueue(mail('slow@example.in'));
    queue.enqueue(mail('broken@example.in'));
    queue.enqueue(mail('last@example.in'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    release();
    await queue.idle();
    expect(sent).toEqual(['slow@example.in', 'last@example.in']);
    expect(failures).toEqual(['broken@example.in']);
  });
});
