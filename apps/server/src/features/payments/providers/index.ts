// The payment providers this shop knows (decision 065), one line each. The first one configured
// takes card and UPI payments; the test gateway (a fallback) only when none is (decision 056).
// A new provider is a folder beside these (./<id>/index.ts: a PaymentProviderDefinition, its
// browser side in apps/web/src/features/payments/providers/<id>/) and one line here.
import type { PaymentsConfig } from '../../../config.ts';
import type { CspSources, PaymentProvider, PaymentProviderDefinition } from '../provider.ts';
import { razorpay } from './razorpay/index.ts';
import { testGateway } from './test-gateway/index.ts';

export const paymentProviders: PaymentProviderDefinition[] = [
  razorpay, // RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET (config.ts)
  testGateway, // the fallback: the embedded demo, or PAYMENTS_TEST_GATEWAY (decision 056)
];

/** Whether a provider of this id is registered (its webhook route answers; else 404). */
export const isPaymentProvider = (id: string): boolean =>
  paymentProviders.some((definition) => definition.id === id);

/**
 * The provider that takes card and UPI payments, or null: nobody does, and the shop takes cash
 * on delivery only (decision 056).
 */
export function activePaymentProvider(config: PaymentsConfig): PaymentProvider | null {
  const ordered = [
    ...paymentProviders.filter((definition) => !definition.fallback),
    ...paymentProviders.filter((definition) => definition.fallback),
  ];
  for (const definition of ordered) {
    const provider = definition.create(config);
    if (provider) return provider;
  }
  return null;
}

/** What the active provider's page or script needs the browser to reach (plugins/security.ts). */
export function paymentCspSources(config: PaymentsConfig): CspSources {
  return activePaymentProvider(config)?.cspSources ?? { script: [], frame: [], connect: [] };
}

/** For the start log: who takes card and UPI payments. */
export function describePayments(config: PaymentsConfig): string {
  const active = activePaymentProvider(config);
  const definition = paymentProviders.find((d) => d.id === active?.id);
  if (definition) return definition.describe.active;
  return `online payment is not set up (${paymentProviders.map((d) => d.describe.off).join(', ')}): cash on delivery only`;
}
