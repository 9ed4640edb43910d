import { AUDIT_ENTITY_LABELS } from '@harit/core/admin';
import { STOCK_REASON_LABELS } from '@harit/core/catalog-admin';
import { PAYMENT_STATUS_LABELS } from '@harit/core/payments';
import { REFUND_METHOD_LABELS, RETURN_STATUS_LABELS } from '@harit/core/returns';
import { SUPPORT_STATUS_LABELS } from '@harit/core/support';
import { SUPPORT_TOPIC_LABELS } from '@harit/core/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_LABELS } from '../features/orders/order-format';
import { CORE_LABEL_MESSAGES } from './core-label-messages';
import { activateLanguage, translate } from './i18n';

const SAME_IN_HINDI = new Set(['UPI']);
const labels = [
  PAYMENT_STATUS_LABELS,
  RETURN_STATUS_LABELS,
  REFUND_METHOD_LABELS,
  STOCK_REASON_LABELS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPIC_LABELS,
  AUDIT_ENTITY_LABELS,
  STATUS_LABELS,
].flatMap((record) => Object.values(record) as string[]);

describe('labels from core', () => {
  afterEach(() => activateLanguage('en'));

  it('are all declared as messages', () => {
    const missing = labels.filter(
      (label) => !SAME_IN_HINDI.has(label) && !CORE_LABEL_MESSAGES.includes(label),
    );
    expect(missing).toEqual([]);
  });

  it('read in Hindi when Hindi is chosen', async () => {
    await activateLanguage('hi');
    const untranslated = labels.filter(
      (label) => !SAME_IN_HINDI.has(label) && translate(label) === label,
    );
    expect(untranslated).toEqual([]);
    expect(translate(PAYMENT_STATUS_LABELS.pending)).toBe('भुगतान बाकी');
  });
});
