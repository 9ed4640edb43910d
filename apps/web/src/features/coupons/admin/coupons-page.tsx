// The console's coupons (decision 074): a list of every coupon with its uses and state, a
// dialog to create or edit one, and pause/resume in a click.
import type { Coupon } from '@harit/core/coupons';
import { formatINR, fromPaise } from '@harit/core/money';
import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Repeat, Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import { useCoupons, usePauseCoupon, useSaveCoupon } from '../api/coupons';
import { CouponForm } from './coupon-form';

export function CouponsPage() {
  const t = useT();
  const query = useCoupons();
  const save = useSaveCoupon();
  const pause = usePauseCoupon();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  return (
    <ConsolePage
      title={t('Coupons')}
      lead={t('Discounts shoppers enter at checkout; GST is charged on the discounted price')}
      actions={<Button onClick={() => setEditing('new')}>{t('New coupon')}</Button>}
    >
      <QueryState
        query={query}
        loading={
          <LoadingState label={t('Loading coupons…')}>
            <Repeat count={3}>
              <Skeleton className="h-12 w-full" />
            </Repeat>
          </LoadingState>
        }
        errorMessage={t('Could not load the coupons.')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState icon={TicketPercent} title={t('No coupons yet')} />}
      >
        {({ items }) => (
          <DataTable
            caption={t('Coupons, newest first')}
            columns={[
              { label: t('Code') },
              { label: t('Discount') },
              { label: t('Valid') },
              { label: t('Used'), align: 'right' },
              { label: t('Status') },
              { label: t('Actions') },
            ]}
          >
            {items.map((coupon) => (
              <CouponRow
                key={coupon.id}
                coupon={coupon}
                onEdit={() => setEditing(coupon)}
                onPause={() => pause.mutate({ id: coupon.id, paused: !coupon.paused })}
                pausing={pause.isPending && pause.variables?.id === coupon.id}
              />
            ))}
          </DataTable>
        )}
      </QueryState>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('New coupon')
            : t('Edit {code}', { code: editing.code })
        }
        width="w-[36rem]"
      >
        {editing !== null && (
          <CouponForm
            coupon={editing === 'new' ? undefined : editing}
            onSave={async (input) => {
              await save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, input });
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </ConsolePage>
  );
}

function CouponRow({
  coupon,
  onEdit,
  onPause,
  pausing,
}: {
  coupon: Coupon;
  onEdit: () => void;
  onPause: () => void;
  pausing: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const off =
    coupon.type === 'percent'
      ? t('{value}% off', { value: coupon.value })
      : t('{amount} off', { amount: formatINR(fromPaise(coupon.value)) });
  const ended = coupon.endsAt !== null && Date.parse(coupon.endsAt) <= Date.now();
  return (
    <tr className="border-b border-stone-100 last:border-0">
      <td className="px-4 py-3 font-mono font-semibold text-stone-900">{coupon.code}</td>
      <td className="px-4 py-3">
        {off}
        {coupon.minSubtotalPaise > 0 && (
          <span className="block text-xs text-stone-600">
            {t('on {amount} or more', { amount: formatINR(fromPaise(coupon.minSubtotalPaise)) })}
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-stone-700">
        {coupon.startsAt ? formatIstDateTime(coupon.startsAt, language) : t('Now')}
        {' – '}
        {coupon.endsAt ? formatIstDateTime(coupon.endsAt, language) : t('No end')}
      </td>
      <td className="px-4 py-3 text-right">
        {coupon.totalUses === null
          ? coupon.used
          : t('{used} of {total}', { used: coupon.used, total: coupon.totalUses })}
      </td>
      <td className="px-4 py-3">
        {coupon.paused ? t('Paused') : ended ? t('Ended') : t('Active')}
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t('Edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onPause} loading={pausing}>
            {coupon.paused ? t('Resume') : t('Pause')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
