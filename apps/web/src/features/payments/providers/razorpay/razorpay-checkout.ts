// Razorpay Checkout in the browser (decisions 033 and 065): its script is loaded only when the
// server says Razorpay takes the payment, never for the test gateway (and so never in tests).
import type { RazorpayClientData, RazorpayReturn } from '@harit/core/payments/providers/razorpay';
import type { PaymentOutcome } from '../index';

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error?: { description?: string } }) => void,
  ): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(
        new Error('Razorpay Checkout could not be loaded. Check your connection and try again.'),
      );
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for the order; resolves with what the shopper did. */
export async function openRazorpayCheckout(
  orderNumber: string,
  checkout: RazorpayClientData,
): Promise<PaymentOutcome> {
  await loadScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout could not be loaded.');
  return new Promise<PaymentOutcome>((resolve) => {
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.providerOrderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: 'Harit',
      description: `Order #${orderNumber}`,
      prefill: checkout.prefill,
      handler: (handler: RazorpayReturn) => resolve({ kind: 'paid', returned: { ...handler } }),
      modal: { ondismiss: () => resolve({ kind: 'closed' }) },
    });
    instance.on('payment.failed', (response) =>
      resolve({ kind: 'failed', reason: response.error?.description ?? 'The payment failed.' }),
    );
    instance.open();
  });
}
