// A customer's figures at the top of their console page (decision 075).
import type { CustomerDetail } from '@harit/core/customers';
import { formatINR } from '@harit/core/money';
import { Panel } from '../../../components/panel';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatIstDate } from '../../../lib/ist-format';

export function CustomerFigures({ customer }: { customer: CustomerDetail }) {
  const t = useT();
  const language = useLanguage();
  const figures = [
    { label: t('E-mail'), value: customer.email },
    { label: t('Phone'), value: customer.phone ?? '—' },
    { label: t('Orders'), value: String(customer.orders) },
    { label: t('Spend'), value: formatINR(customer.spend) },
    {
      label: t('Last order'),
      value: customer.lastOrderAt ? formatIstDate(customer.lastOrderAt, language) : t('None yet'),
    },
    { label: t('Green points'), value: String(customer.points) },
    { label: t('Customer since'), value: formatIstDate(customer.joinedAt, language) },
  ];
  return (
    <Panel title={t('At a glance')}>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="text-sm text-stone-600">{f.label}</dt>
            <dd className="break-all font-semibold text-stone-900 tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
