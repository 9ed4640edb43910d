import { describe, expect, it } from 'vitest';
import {
  maxRefundPaise,
  nextReturnStatus,
  RETURN_ACTIONS,
  RETURN_LINE_LABELS,
  RETURN_STATUSES,
  returnActions,
  returnableUnits,
  returnLineLabel,
  returnRefundBody,
  returnRequestBody,
  returnStatusText,
} from './returns';
import { statusAfterMessage, supportInboxQuery, supportReplyBody } from './support';
import { messagesFor } from './testing/messages-for';

describe('the return state machine', () => {
  it('goes requested → approved → received → refunded, or requested → rejected', () => {
    expect(nextReturnStatus('requested', 'approve')).toBe('approved');
    expect(nextReturnStatus('requested', 'reject')).toBe('rejected');
    expect(nextReturnStatus('approved', 'receive')).toBe('received');
    expect(nextReturnStatus('received', 'refund')).toBe('refunded');
  });

  it('refuses every other step, and nothing leaves rejected or refunded', () => {
    const legal = new Set([
      'requested:approve',
      'requested:reject',
      'approved:receive',
      'received:refund',
    ]);
    for (const status of RETURN_STATUSES) {
      for (const action of RETURN_ACTIONS) {
        const next = nextReturnStatus(status, action);
        expect(next === null, `${status}:${action}`).toBe(!legal.has(`${status}:${action}`));
      }
    }
    expect(returnActions('rejected')).toEqual([]);
    expect(returnActions('refunded')).toEqual([]);
    expect(returnActions('requested')).toEqual(['approve', 'reject']);
  });
});

describe('returnable units', () => {
  it('counts open and completed requests, not rejected ones', () => {
    expect(returnableUnits(2, [])).toBe(2);
    expect(returnableUnits(2, [{ status: 'requested', quantity: 1 }])).toBe(1);
    expect(
      returnableUnits(3, [
        { status: 'refunded', quantity: 1 },
        { status: 'rejected', quantity: 2 },
        { status: 'approved', quantity: 1 },
      ]),
    ).toBe(1);
    expect(returnableUnits(1, [{ status: 'received', quantity: 1 }])).toBe(0);
  });
});

describe('the most a refund may be', () => {
  it('is the units’ price plus their 18 % GST, in paise', () => {
    expect(maxRefundPaise(29_900, 1)).toBe(29_900 + 5_382);
    expect(maxRefundPaise(10_050, 2)).toBe(20_100 + 3_618);
  });
});

describe('what the shopper reads', () => {
  it('names the reason of a rejection and the amount of a refund', () => {
    expect(returnStatusText({ status: 'requested' })).toBe('Requested');
    expect(returnStatusText({ status: 'approved' })).toBe('Approved');
    expect(returnStatusText({ status: 'received' })).toBe('Item received');
    expect(returnStatusText({ status: 'rejected', rejectionReason: 'Used item' })).toBe(
      'Rejected — Used item',
    );
    expect(returnStatusText({ status: 'refunded', refundAmount: 352.82 })).toBe('Refunded ₹352.82');
  });
});

describe('return payloads', () => {
  const request = { orderNumber: '1234567890', productId: 'p1', reason: 'Lid does not fit' };

  it('asks for 1 unit unless told, and refuses 0, fractions and huge numbers', () => {
    expect(returnRequestBody.parse(request).quantity).toBe(1);
    expect(messagesFor(returnRequestBody, { ...request, quantity: 0 }, 'quantity')).toEqual([
      'Quantity must be at least 1.',
    ]);
    expect(messagesFor(returnRequestBody, { ...request, quantity: 1.5 }, 'quantity')).toEqual([
      'Quantity must be a whole number.',
    ]);
    expect(messagesFor(returnRequestBody, { ...request, quantity: 1e20 }, 'quantity')).toContain(
      'Quantity must be at most 99.',
    );
  });

  it('takes a refund in rupees with at most 2 decimals and a known method', () => {
    expect(returnRefundBody.parse({ amount: 352.82, method: 'upi' })).toEqual({
      amount: 352.82,
      method: 'upi',
    });
    expect(messagesFor(returnRefundBody, { amount: 1.234, method: 'upi' }, 'amount')).toEqual([
      'Amount can have at most 2 decimals.',
    ]);
    expect(messagesFor(returnRefundBody, { amount: 1e300, method: 'upi' }, 'amount')).toEqual([
      'Amount is larger than any order.',
    ]);
    expect(messagesFor(returnRefundBody, { amount: 0, method: 'upi' }, 'amount')).toEqual([
      'Amount must be more than ₹0.',
    ]);
    expect(messagesFor(returnRefundBody, { amount: 10, method: 'cash' }, 'method')).toHaveLength(1);
  });
});

describe('support messages', () => {
  it('a staff reply answers a ticket, a follow-up opens it again, a closed one takes none', () => {
    expect(statusAfterMessage('open', true)).toBe('answered');
    expect(statusAfterMessage('answered', false)).toBe('open');
    expect(statusAfterMessage('closed', true)).toBeNull();
    expect(statusAfterMessage('closed', false)).toBeNull();
  });

  it('needs a message of plain text', () => {
    expect(messagesFor(supportReplyBody, { body: '  ' }, 'body')).toEqual([
      'Please write a message',
    ]);
    expect(supportReplyBody.safeParse({ body: 'a\u0000b' }).success).toBe(false);
  });

  it('reads the inbox filters from a query string', () => {
    expect(supportInboxQuery.parse({ mine: 'true', status: 'open' })).toMatchObject({
      mine: true,
      status: 'open',
      limit: 20,
    });
    expect(supportInboxQuery.safeParse({ status: 'resolved' }).success).toBe(false);
  });
});

describe("an order line's return label", () => {
  it('names every state with the return, and a state it does not know capitalised', () => {
    for (const status of RETURN_STATUSES) {
      expect(returnLineLabel(status)).toBe(RETURN_LINE_LABELS[status]);
    }
    expect(returnLineLabel('approved')).toBe('Return approved');
    expect(returnLineLabel('exchanged')).toBe('Exchanged');
  });
});
