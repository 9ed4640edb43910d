import { describe, expect, it } from 'vitest';
import { messagesFor } from './testing/messages-for';
import {
  guestSupportTicketBody,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  supportReferenceParams,
  supportTicketBody,
} from './validation';

const valid = { topic: 'order', message: 'Where is my parcel?' };

describe('supportTicketBody', () => {
  it('accepts a request without e-mail or order number, trimming the message', () => {
    expect(supportTicketBody.parse({ ...valid, message: '  Where is my parcel?  ' })).toEqual({
      topic: 'order',
      message: 'Where is my parcel?',
    });
  });

  it('turns blank optional fields into nothing', () => {
    const parsed = supportTicketBody.parse({ ...valid, orderNumber: ' ', email: '' });
    expect(parsed.orderNumber).toBeUndefined();
    expect(parsed.email).toBeUndefined();
  });

  it('requires a topic from the list', () => {
    expect(messagesFor(supportTicketBody, { ...valid, topic: '' }, 'topic')).toEqual([
      'Please choose a topic',
    ]);
    expect(messagesFor(supportTicketBody, { ...valid, topic: 'lottery' }, 'topic')).toEqual([
      'Please choose a topic',
    ]);
  });

  it('wants at least 10 non-blank characters and at most 2000', () => {
    const short = 'Please describe your request (at least 10 characters)';
    expect(
      messagesFor(supportTicketBody, { ...valid, message: ' '.repeat(20) }, 'message'),
    ).toEqual([short]);
    expect(messagesFor(supportTicketBody, { ...valid, message: '123456789' }, 'message')).toEqual([
      short,
    ]);
    expect(messagesFor(supportTicketBody, { topic: 'order' }, 'message')).toEqual([short]);
    expect(
      messagesFor(supportTicketBody, { ...valid, message: 'x'.repeat(10) }, 'message'),
    ).toEqual([]);
    expect(
      messagesFor(supportTicketBody, { ...valid, message: 'x'.repeat(2000) }, 'message'),
    ).toEqual([]);
    expect(
      messagesFor(supportTicketBody, { ...valid, message: 'x'.repeat(2001) }, 'message'),
    ).toEqual(['Please keep your message under 2000 characters']);
  });

  it('checks an e-mail that is given', () => {
    expect(messagesFor(supportTicketBody, { ...valid, email: 'asha@' }, 'email')).toEqual([
      'Please enter a valid email.',
    ]);
  });

  it('allows order numbers of letters, digits and hyphens, with an optional #', () => {
    expect(supportTicketBody.parse({ ...valid, orderNumber: '#HRT-1029' }).orderNumber).toBe(
      '#HRT-1029',
    );
    expect(messagesFor(supportTicketBody, { ...valid, orderNumber: 'a b' }, 'orderNumber')).toEqual(
      ['Order number can contain only letters, digits and hyphens'],
    );
  });

  it('labels every topic', () => {
    for (const topic of SUPPORT_TOPICS) expect(SUPPORT_TOPIC_LABELS[topic]).toBeTruthy();
  });
});

describe('guestSupportTicketBody', () => {
  it('requires an e-mail that looks like one', () => {
    expect(messagesFor(guestSupportTicketBody, valid, 'email')).toHaveLength(1);
    expect(messagesFor(guestSupportTicketBody, { ...valid, email: '  ' }, 'email')).toEqual([
      'Email is required so we can reply',
    ]);
    expect(messagesFor(guestSupportTicketBody, { ...valid, email: 'a@b' }, 'email')).toEqual([
      'Please enter a valid email.',
    ]);
    expect(guestSupportTicketBody.parse({ ...valid, email: ' a@b.in ' }).email).toBe('a@b.in');
  });
});

describe('supportReferenceParams', () => {
  it('accepts a reference in any case and refuses look-alike characters', () => {
    expect(supportReferenceParams.parse({ reference: 'hrt-abcd2345' }).reference).toBe(
      'HRT-ABCD2345',
    );
    expect(supportReferenceParams.safeParse({ reference: 'HRT-ABCD0123' }).success).toBe(false);
  });
});
