// Razorpay's shapes that both apps read (decisions 033 and 065): what Checkout is opened with,
// and the three values its `handler` hands the page, which the page sends to the shop. The rest
// of Razorpay lives in apps/server/src/features/payments/providers/razorpay/ and
// apps/web/src/features/payments/providers/razorpay/.
import { singleLine } from '../../validation.ts';
import { z } from '../../zod.ts';

/** The start answer's `clientData` when Razorpay takes the payment: Checkout's options. */
export interface RazorpayClientData {
  /** Checkout's `key`, `order_id` and `amount` (paise) */
  keyId: string;
  providerOrderId: string;
  amountPaise: number;
  currency: 'INR';
  prefill: { name: string; email: string; contact: string };
}

const providerId = () => singleLine().trim().min(1).max(100);

/** The three values Razorpay Checkout hands its `handler` after a successful payment. */
export const razorpayReturnBody = z.object({
  razorpay_order_id: providerId(),
  razorpay_payment_id: providerId(),
  razorpay_signature: singleLine()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'Razorpay signature must be 64 hexadecimal characters.'),
});
export type RazorpayReturn = z.infer<typeof razorpayReturnBody>;
