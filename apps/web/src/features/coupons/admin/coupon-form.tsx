// A coupon's form (decision 074): react-hook-form with core's schema, as the product form. Money
// is typed in rupees and sent in paise; dates in the shop's time (IST) and sent as instants.
import { type Coupon, couponCreateBody } from '@harit/core/coupons';
import { paiseFromRupeesText, rupeesTextFromPaise } from '@harit/core/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { controlClass, FormField, textFieldsFor } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

export interface CouponFormValues {
  code: string;
  type: 'percent' | 'flat';
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  totalUses: string;
  perCustomerLimit: string;
  category: string;
  productId: string;
}

type CouponBody = ReturnType<typeof couponCreateBody.parse>;

/** "2026-12-01T00:00" as IST ↔ an instant. */
const IST_OFFSET = '+05:30';
const toInstant = (local: string) =>
  local ? new Date(`${local}:00${IST_OFFSET}`).toISOString() : null;
function toLocal(instant: string | null): string {
  if (!instant) return '';
  const ist = new Date(new Date(instant).getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16);
}
const count = (text: string) => (text.trim() === '' ? null : Number(text));

function valuesOf(coupon?: Coupon): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    type: coupon?.type ?? 'percent',
    value: coupon
      ? coupon.type === 'flat'
        ? rupeesTextFromPaise(coupon.value)
        : String(coupon.value)
      : '',
    minSubtotal: coupon ? rupeesTextFromPaise(coupon.minSubtotalPaise) : '',
    startsAt: toLocal(coupon?.startsAt ?? null),
    endsAt: toLocal(coupon?.endsAt ?? null),
    totalUses: coupon?.totalUses?.toString() ?? '',
    perCustomerLimit: coupon ? (coupon.perCustomerLimit?.toString() ?? '') : '1',
    category: coupon?.category ?? '',
    productId: coupon?.productId ?? '',
  };
}

function bodyOf(values: CouponFormValues) {
  return {
    code: values.code,
    type: values.type,
    value:
      values.type === 'flat'
        ? (paiseFromRupeesText(values.value) ?? Number.NaN)
        : Number(values.value || Number.NaN),
    minSubtotalPaise: values.minSubtotal.trim()
      ? (paiseFromRupeesText(values.minSubtotal) ?? Number.NaN)
      : 0,
    startsAt: toInstant(values.startsAt),
    endsAt: toInstant(values.endsAt),
    totalUses: count(values.totalUses),
    perCustomerLimit: count(values.perCustomerLimit),
    category: values.category.trim() || null,
    productId: values.productId.trim() || null,
  };
}

const FIELD_OF: Record<string, keyof CouponFormValues> = {
  minSubtotalPaise: 'minSubtotal',
};

/** Core's schema through zodResolver, its messages moved onto the form's fields. */
const couponResolver: Resolver<CouponFormValues, unknown, CouponBody> = async (
  values,
  context,
  options,
) => {
  const resolve = zodResolver(couponCreateBody) as unknown as (
    ...args: unknown[]
  ) => Promise<{ values: CouponBody; errors: Record<string, { message?: string }> }>;
  const result = await resolve(bodyOf(values), context, options);
  const entries = Object.entries(result.errors);
  if (entries.length === 0) return { values: result.values, errors: {} };
  const errors: Record<string, { type: string; message?: string }> = {};
  for (const [key, error] of entries) {
    errors[FIELD_OF[key] ?? key] = { type: 'schema', message: error.message };
  }
  return { values: {}, errors: errors as never };
};

export function CouponForm({
  coupon,
  onSave,
}: {
  coupon?: Coupon;
  /** Resolves when saved; rejects with the server's message otherwise. */
  onSave: (body: CouponBody) => Promise<unknown>;
}) {
  const t = useT();
  const form = useForm<CouponFormValues, unknown, CouponBody>({
    defaultValues: valuesOf(coupon),
    resolver: couponResolver,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    watch,
    formState: { isSubmitting },
  } = form;
  const field = textFieldsFor(form, 'coupon');
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSave(body);
    } catch (error) {
      setFailure(
        error instanceof Error ? error.message : t('Something went wrong. Please try again.'),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError message={failure} title={t('The coupon was not saved.')} />
      {field('code', t('Code'), { autoComplete: 'off' })}
      <FormField id="coupon-type" label={t('Kind of discount')}>
        <select id="coupon-type" {...register('type')} className={controlClass}>
          <option value="percent">{t('Percent off')}</option>
          <option value="flat">{t('Rupees off')}</option>
        </select>
      </FormField>
      {field('value', watch('type') === 'flat' ? t('Rupees off (₹)') : t('Percent off (%)'), {
        inputMode: 'decimal',
      })}
      {field('minSubtotal', t('Minimum subtotal (₹)'), { inputMode: 'decimal' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('startsAt', t('Starts (IST)'), { type: 'datetime-local' })}
        {field('endsAt', t('Ends (IST)'), { type: 'datetime-local' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('totalUses', t('Total uses'), { inputMode: 'numeric', hint: t('Empty: no limit') })}
        {field('perCustomerLimit', t('Uses per customer'), {
          inputMode: 'numeric',
          hint: t('Empty: no limit'),
        })}
      </div>
      {field('category', t('Only this category (slug)'), {
        autoComplete: 'off',
        hint: t('Empty: every product'),
      })}
      {field('productId', t('Only this product (id)'), {
        autoComplete: 'off',
        hint: t('Empty: every product'),
      })}
      <Button type="submit" loading={isSubmitting}>
        {coupon ? t('Save changes') : t('Create coupon')}
      </Button>
    </form>
  );
}
