import { AUDIT_ENTITY_LABELS } from '@harit/core/admin';
import { ACTIVITY_CATEGORY_LABELS, ACTIVITY_FACTORS } from '@harit/core/carbon-factors';
import { STOCK_REASON_LABELS } from '@harit/core/catalog-admin';
import { DELIVERY_ZONES } from '@harit/core/delivery';
import { PAYMENT_METHOD_LABELS } from '@harit/core/limits';
import { PAYMENT_STATUS_LABELS } from '@harit/core/payments';
import {
  REFUND_METHOD_LABELS,
  RETURN_LINE_LABELS,
  RETURN_STATUS_LABELS,
} from '@harit/core/returns';
import { SUPPORT_STATUS_LABELS } from '@harit/core/support';
import { SUPPORT_TOPIC_LABELS } from '@harit/core/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_LABELS } from '../features/orders/order-format';
import { CORE_LABELS } from './core-labels';
import { activateLanguage, translate } from './i18n';

/** Units and names that read the same in Hindi. */
const SAME_IN_HINDI = new Set(['UPI', 'km', 'kWh', 'kg', 'kg CO2e']);
const labels = [
  ...[
    PAYMENT_METHOD_LABELS,
    PAYMENT_STATUS_LABELS,
    ACTIVITY_CATEGORY_LABELS,
    RETURN_STATUS_LABELS,
    RETURN_LINE_LABELS,
    REFUND_METHOD_LABELS,
    STOCK_REASON_LABELS,
    SUPPORT_STATUS_LABELS,
    SUPPORT_TOPIC_LABELS,
    AUDIT_ENTITY_LABELS,
    STATUS_LABELS,
  ].flatMap((record) => Object.values(record) as string[]),
  ...Object.values(DELIVERY_ZONES).map((zone) => zone.label),
  ...Object.values(ACTIVITY_FACTORS).flatMap((factor) => [
    factor.label,
    factor.unit,
    factor.unitPlural,
    factor.source,
  ]),
].filter((label) => !SAME_IN_HINDI.has(label));

describe('labels from core', () => {
  afterEach(() => activateLanguage('en'));

  it('are all declared as messages, and nothing else is', () => {
    expect([...CORE_LABELS].sort()).toEqual([...new Set(labels)].sort());
  });

  it('read in Hindi when Hindi is chosen', async () => {
    await activateLanguage('hi');
    const untranslated = labels.filter((label) => translate(label) === label);
    expect(untranslated).toEqual([]);
    expect(translate(PAYMENT_STATUS_LABELS.pending)).toBe('भुगतान बाकी है');
  });
});
