// Returns handled by people: the state machine, what may still be returned, the most
// a refund may be, and the words the shopper and the console show for each state.
// SPEC.md does not show the /returns screen (§2), so the texts here are our own.

import { DEFAULT_GST_RATE, formatINR, withGstPaise } from './money.ts';
import type { Refusal } from './orders.ts';
import { idSchema, singleLine, text } from './validation.ts';
import { z } from './zod.ts';

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What a staff member does to a return request. */
export const RETURN_ACTIONS = ['approve', 'reject', 'receive', 'refund'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/**
 * requested → approved | rejected (reason) → received → refunded. Rejected and refunded are
 * final. Each action is legal from exactly one status.
 */
const TRANSITIONS: Record<ReturnAction, { from: ReturnStatus; to: ReturnStatus }> = {
  approve: { from: 'requested', to: 'approved' },
  reject: { from: 'requested', to: 'rejected' },
  receive: { from: 'approved', to: 'received' },
  refund: { from: 'received', to: 'refunded' },
};

/** The status after `action`, or null when the action is not allowed from `status`. */
export function nextReturnStatus(status: ReturnStatus, action: ReturnAction): ReturnStatus | null {
  const step = TRANSITIONS[action];
  return step.from === status ? step.to : null;
}

/** The actions a staff member may take on a request in this status (the console's buttons). */
export function returnActions(status: ReturnStatus): ReturnAction[] {
  return RETURN_ACTIONS.filter((action) => TRANSITIONS[action].from === status);
}

/**
 * Why `action` is refused from `status`: the 409's sentence, one message whose ICU `select`s
 * word the status (its label, lower case) and the action, so the server can answer it in Hindi
 * too (decision 044).
 */
export function returnActionRefusal(status: ReturnStatus, action: ReturnAction): Refusal {
  return {
    message:
      'This return is {status, select, requested {requested} approved {approved} rejected {rejected} received {item received} other {refunded}} and cannot be {action, select, approve {approved} reject {rejected} receive {marked received} other {refunded}}',
    values: { status, action },
  };
}

/** A rejected request no longer holds units; every other one does (open or completed). */
export function holdsUnits(status: ReturnStatus): boolean {
  return status !== 'rejected';
}

/** Units of a line that may still be returned: bought minus those held by its requests. */
export function returnableUnits(
  bought: number,
  requests: readonly { status: ReturnStatus; quantity: number }[],
): number {
  const held = requests.reduce((n, r) => n + (holdsUnits(r.status) ? r.quantity : 0), 0);
  return Math.max(0, bought - held);
}

/**
 * The most a refund of `units` units may be, in paise: their price less their share of the
 * order's discounts (decision 074) plus the GST charged on that at the rate they were sold at
 * (SPEC §9's 18 % unless the product had another, decision 073), as the shopper paid it.
 * Shipping is not refunded.
 */
export function maxRefundPaise(
  unitPricePaise: number,
  units: number,
  discountPaise = 0,
  ratePercent: number = DEFAULT_GST_RATE,
): number {
  return withGstPaise(unitPricePaise * units - discountPaise, ratePercent);
}

/** How a refund is paid back; the database checks the same list (0016-returns-support). */
export const REFUND_METHODS = ['original-payment', 'upi', 'bank-transfer', 'store-credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  'original-payment': 'Original payment method',
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  'store-credit': 'Store credit',
};

/** Days the shopper has to send an approved return back (decision 076). */
export const RETURN_SHIP_DAYS = 7;

/** The last moment an approved return may be sent back. */
export function returnByDate(approvedAt: Date): Date {
  return new Date(approvedAt.getTime() + RETURN_SHIP_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Where the money of a refund stands (decision 076): pending until the provider (or, for a
 * payout the shop makes itself, staff) says it was processed or failed. A failed refund is never
 * called refunded.
 */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export interface RefundProgress {
  state: RefundState;
  /** the provider's refund id, or the UTR / reference of a payout the shop made */
  reference: string | null;
  /** why it failed, when it did */
  failure: string | null;
}

/** "By original payment method": a refund method as a person reads it (the timeline's note). */
export function refundMethodText(method: RefundMethod): string {
  return REFUND_METHOD_LABELS[method];
}

// ---- Where a cash-on-delivery refund goes ---------------------------------------------------

/**
 * IFSC: four letters (the bank), a zero, six letters or digits (the branch) — RBI's format.
 * Accepted in any case, stored in capitals.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export function isValidIfsc(ifsc: string): boolean {
  return IFSC_PATTERN.test(ifsc.trim().toUpperCase());
}

/** A UPI ID (VPA): a handle, "@", the provider's name (NPCI: letters, digits, . - _). */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

export const refundAccountSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('upi'),
      upiId: singleLine().trim().regex(UPI_ID_PATTERN, 'UPI ID must look like name@bank.'),
    }),
    z.object({
      kind: z.literal('bank'),
      accountName: singleLine()
        .trim()
        .min(2, 'Account holder name is required.')
        .max(100, 'Account holder name must be at most 100 characters.'),
      accountNumber: singleLine()
        .trim()
        .regex(/^\d{9,18}$/, 'Account number must be 9 to 18 digits.'),
      ifsc: singleLine()
        .trim()
        .transform((v) => v.toUpperCase())
        .refine(isValidIfsc, 'IFSC must be 11 characters like SBIN0001234 (the fifth is 0).'),
    }),
  ],
  { error: 'Choose UPI or a bank account.' },
);
export type RefundAccount = z.output<typeof refundAccountSchema>;
export type RefundAccountInput = z.input<typeof refundAccountSchema>;

/** The account as the shopper sees it again: a bank account's last four digits only. */
export function maskedRefundAccount(account: RefundAccount): RefundAccount {
  return account.kind === 'upi'
    ? account
    : { ...account, accountNumber: `••••${account.accountNumber.slice(-4)}` };
}

/** The refund method that pays into this account. */
export function refundMethodFor(account: RefundAccount): RefundMethod {
  return account.kind === 'upi' ? 'upi' : 'bank-transfer';
}

/** POST /api/admin/returns/:id/refund-status: the payout staff made by hand, or its failure. */
export const refundStatusBody = z.object({
  state: z.enum(['processed', 'failed'], { error: 'State must be processed or failed.' }),
  reference: singleLine().trim().max(64, 'Reference must be at most 64 characters.').optional(),
  failure: text().trim().max(300, 'Reason must be at most 300 characters.').optional(),
});
export type RefundStatusInput = z.infer<typeof refundStatusBody>;

/** Short names of the states, for badges and filters. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Item received',
  refunded: 'Refunded',
};

/**
 * What an order's line says about its newest return request (the order pages): the state named
 * with the return, as a bare "Approved" beside a product would not say what was approved.
 */
export const RETURN_LINE_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Return received',
  refunded: 'Refunded',
};

/** An order line's return label; a state this build does not know yet, capitalised. */
export function returnLineLabel(status: string): string {
  return (
    RETURN_LINE_LABELS[status as ReturnStatus] ?? status.charAt(0).toUpperCase() + status.slice(1)
  );
}

/** What the shopper reads on /returns for their request. */
export function returnStatusText(request: {
  status: ReturnStatus;
  rejectionReason?: string | null;
  refundAmount?: number | null;
  refund?: RefundProgress | null;
}): string {
  if (request.status === 'rejected' && request.rejectionReason) {
    return `Rejected — ${request.rejectionReason}`;
  }
  if (request.status === 'refunded' && request.refundAmount != null) {
    // Decision 076: the money's own state; a refund that failed is never "Refunded".
    if (request.refund?.state === 'failed')
      return `Refund of ${formatINR(request.refundAmount)} failed`;
    if (request.refund?.state === 'pending')
      return `Refund of ${formatINR(request.refundAmount)} pending`;
    return `Refunded ${formatINR(request.refundAmount)}`;
  }
  return RETURN_STATUS_LABELS[request.status];
}

// ---- Payloads ----------------------------------------------------------------------------

/** Most units of one line a request may return: a line holds at most 99 (limits). */
const MAX_RETURN_UNITS = 99;
/** Largest refund accepted, in rupees: far above any order, far below a number's precision. */
export const MAX_REFUND_RUPEES = 10_000_000;

/** POST /api/returns: a delivered line, how many of its units (1 unless said), and why. */
export const returnRequestBody = z.object({
  orderNumber: singleLine().trim().min(1, 'Order number is required.').max(32),
  productId: idSchema,
  quantity: z
    .number({ error: 'Quantity must be a whole number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_RETURN_UNITS, `Quantity must be at most ${MAX_RETURN_UNITS}.`)
    .default(1),
  reason: text()
    .trim()
    .min(5, 'Please tell us why (at least 5 characters)')
    .max(1000, 'Please keep the reason under 1000 characters'),
});
export type ReturnRequestInput = z.input<typeof returnRequestBody>;

export const returnIdParams = z.object({ id: idSchema });

/** GET /api/admin/returns: newest first, optionally in one status. */
export const returnAdminQuery = z.object({
  status: z
    .enum(RETURN_STATUSES, { error: `Status must be one of ${RETURN_STATUSES.join(', ')}.` })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ReturnAdminQuery = z.infer<typeof returnAdminQuery>;

export const returnRejectBody = z.object({
  reason: text()
    .trim()
    .min(3, 'Please give the shopper a reason (at least 3 characters)')
    .max(500, 'Please keep the reason under 500 characters'),
});

/** A refund in rupees (at most 2 decimals, decision 001) and how it is paid. */
export const returnRefundBody = z.object({
  amount: z
    .number({ error: 'Amount must be a number of rupees.' })
    .min(0.01, 'Amount must be more than ₹0.')
    .max(MAX_REFUND_RUPEES, 'Amount is larger than any order.')
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'Amount can have at most 2 decimals.',
    ),
  method: z.enum(REFUND_METHODS, {
    error: `Method must be one of ${REFUND_METHODS.join(', ')}.`,
  }),
});
export type ReturnRefundInput = z.infer<typeof returnRefundBody>;

// ---- Shapes ------------------------------------------------------------------------------

/** One step of a return's timeline: what happened, who did it, when. */
export interface ReturnEvent {
  status: ReturnStatus;
  /** the shopper for 'requested', the staff member otherwise */
  by: string;
  note: string | null;
  at: string;
}

/** A return request as the shopper sees it (GET /api/returns). */
export interface ReturnRequest {
  id: string;
  orderNumber: string;
  productId: string;
  productName: string;
  quantity: number;
  reason: string;
  status: ReturnStatus;
  rejectionReason: string | null;
  /** rupees, once refunded */
  refundAmount: number | null;
  refundMethod: RefundMethod | null;
  createdAt: string;
  /** decision 076: once approved, the last day to send it back and where to */
  returnBy: string | null;
  returnAddress: string | null;
  pickupRequestedAt: string | null;
  /** whether the order was paid on delivery: its refund needs an account the shopper gives */
  cashOnDelivery: boolean;
  /** the shopper's UPI ID or bank account (masked for the shopper) */
  refundAccount: RefundAccount | null;
  /** where the refund's money stands, once refunded */
  refund: RefundProgress | null;
}

/** A return request as the console sees it (GET /api/admin/returns[/:id]). */
export interface AdminReturnRequest extends ReturnRequest {
  customer: { name: string; email: string };
  /** the line's unit price in rupees, and the most a refund may be */
  unitPrice: number;
  maxRefund: number;
  decidedBy: string | null;
  decidedAt: string | null;
  receivedAt: string | null;
  refundedAt: string | null;
  actions: ReturnAction[];
  events: ReturnEvent[];
}
