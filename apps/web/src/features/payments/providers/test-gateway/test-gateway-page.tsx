import { formatINR } from '@harit/core/money';
import type { TestGatewayInput } from '@harit/core/payment-validation';
import { safeReturnPath } from '@harit/core/return-path';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, FlaskConical, type LucideIcon, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../../components/document-head';
import { ErrorState } from '../../../../components/error-state';
import { LoadingState } from '../../../../components/query-state';
import { Skeleton } from '../../../../components/skeleton';
import { ApiError } from '../../../../lib/api-client';
import { msg, useT } from '../../../../lib/i18n';
import { queryRoots } from '../../../../lib/query-keys';
import { RequireUser } from '../../../../lib/require-user';
import { messageText } from '../../../../lib/validation-messages';
import { simulatePayment, startPayment, usePaymentView, verifyPayment } from '../../api/payments';

type Channel = TestGatewayInput['channel'];
type Outcome = TestGatewayInput['outcome'];

/** The two ways a shopper pays here, each with what the gateway did and three answers to it. */
const CHANNELS: readonly { channel: Channel; icon: LucideIcon; heading: string; note: string }[] = [
  {
    channel: 'upi',
    icon: Smartphone,
    heading: msg('UPI collect request'),
    note: msg('A collect request was sent to test@upi.'),
  },
  {
    channel: 'card',
    icon: CreditCard,
    heading: msg('Card'),
    note: msg('Test card 4111 1111 1111 1111.'),
  },
];

const OUTCOMES: readonly { outcome: Outcome; tone: 'good' | 'bad' | 'wait' }[] = [
  { outcome: 'success', tone: 'good' },
  { outcome: 'failure', tone: 'bad' },
  { outcome: 'timeout', tone: 'wait' },
];

const ANSWERS: Record<`${Channel}-${Outcome}`, string> = {
  'upi-success': msg('Approve in UPI app'),
  'upi-failure': msg('Decline in UPI app'),
  'upi-timeout': msg('Let the request time out'),
  'card-success': msg('Pay with the test card'),
  'card-failure': msg('Card declined by the bank'),
  'card-timeout': msg('Bank does not answer'),
};

const choice =
  'flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold ring-1 transition disabled:opacity-60';

/**
 * /pay/test/:orderNumber — the built-in test gateway (decisions 033 and 065): a page of ours,
 * clearly a test, where the shopper chooses what a real UPI app or bank would have done. Its
 * confirmation reaches the server as the gateway's signed webhook and the values its page hands
 * back, as a real provider's do.
 */
export function TestGatewayPage() {
  const t = useT();
  const { orderNumber = '' } = useParams();
  const loading = (
    <LoadingState label={t('Loading the payment…')}>
      <Skeleton className="h-64 w-full rounded-2xl" />
    </LoadingState>
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6">
      <DocumentTitle>{`${t('Test payment')} · Harit`}</DocumentTitle>
      <RequireUser redirect loading={loading}>
        {() => <Gateway orderNumber={orderNumber} loading={loading} />}
      </RequireUser>
    </div>
  );
}

function Gateway({ orderNumber, loading }: { orderNumber: string; loading: React.ReactNode }) {
  const t = useT();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(
    params.get('return'),
    `/orders/${encodeURIComponent(orderNumber)}`,
  );
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = usePaymentView(orderNumber);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(input: TestGatewayInput) {
    setBusy(`${input.channel}-${input.outcome}`);
    setError(null);
    try {
      await startPayment(orderNumber);
      const { handler } = await simulatePayment(orderNumber, input);
      // As a provider's page hands back the payment, this page sends it to the shop.
      if (handler) await verifyPayment(orderNumber, handler);
      await queryClient.invalidateQueries({ queryKey: queryRoots.orders });
      navigate(returnTo, { replace: true });
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : t('The test gateway did not answer.'),
      );
      setBusy(null);
    }
  }

  if (payment.isPending) return <>{loading}</>;
  if (payment.isError) {
    return (
      <ErrorState
        message={
          payment.error instanceof ApiError
            ? payment.error.message
            : t('Failed to load the payment.')
        }
        onRetry={() => payment.refetch()}
      />
    );
  }
  const view = payment.data;
  const button = (input: TestGatewayInput, label: string, tone: 'good' | 'bad' | 'wait') => (
    <button
      key={`${input.channel}-${input.outcome}`}
      type="button"
      disabled={busy !== null || !view.canPay}
      onClick={() => void choose(input)}
      className={`${choice} ${
        tone === 'good'
          ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
          : tone === 'bad'
            ? 'bg-white text-red-800 ring-red-200 hover:bg-red-50'
            : 'bg-white text-stone-800 ring-stone-200 hover:bg-stone-50'
      }`}
    >
      {label}
      {busy === `${input.channel}-${input.outcome}` && (
        <span className="text-sm font-normal">{t('Processing...')}</span>
      )}
    </button>
  );

  return (
    <div className="space-y-5">
      <div
        role="note"
        className="flex gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>{t('Test payment — no real money moves.')}</strong>{' '}
          {t(
            'This shop runs with its built-in test gateway. Choose what your UPI app or bank would do; a real shop takes payments with Razorpay.',
          )}
        </p>
      </div>
      <div className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t('Test payment')}</h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-stone-600">{t('Order')}</dt>
          <dd className="text-right font-semibold text-stone-900">#{view.orderNumber}</dd>
          <dt className="text-stone-600">{t('Amount')}</dt>
          <dd
            className="text-right text-base font-bold text-stone-900"
            data-testid="gateway-amount"
          >
            {formatINR(view.amount)}
          </dd>
          <dt className="text-stone-600">{t('Status')}</dt>
          <dd className="text-right text-stone-900">{t(view.label)}</dd>
        </dl>
        {!view.canPay && (
          <p role="status" className="mt-3 text-sm text-stone-700">
            {t('This order cannot be paid now.')}
          </p>
        )}
      </div>
      {CHANNELS.map(({ channel, icon: Icon, heading, note }) => (
        <section
          key={channel}
          aria-labelledby={`${channel}-heading`}
          className="space-y-2 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
        >
          <h2
            id={`${channel}-heading`}
            className="flex items-center gap-2 font-semibold text-stone-900"
          >
            <Icon className="size-4" aria-hidden="true" /> {t(heading)}
          </h2>
          <p className="text-sm text-stone-600">{t(note)}</p>
          {OUTCOMES.map(({ outcome, tone }) =>
            button({ channel, outcome }, t(ANSWERS[`${channel}-${outcome}`]), tone),
          )}
        </section>
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {messageText(t, error)}
        </p>
      )}
    </div>
  );
}
