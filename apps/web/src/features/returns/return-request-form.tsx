import { returnRequestBody } from '@harit/core/returns';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../components/form/form-error';
import { controlClass, FormField, fieldProps } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { messageText } from '../../lib/validation-messages';
import { type ReturnRequestInput, useRequestReturn } from './api/request-return';

interface ReturnRequestFormProps {
  orderNumber: string;
  item: { productId: string; name: string };
  /** units of the line that may still be returned (core returnableUnits) */
  returnable: number;
  onDone: () => void;
}

/**
 * Asks how many units of a delivered line go back, when more than one may, and why (core's
 * returnRequestBody: 5 to 1000 characters).
 */
export function ReturnRequestForm({
  orderNumber,
  item,
  returnable,
  onDone,
}: ReturnRequestFormProps) {
  const t = useT();
  const request = useRequestReturn();
  const {
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof returnRequestBody>, unknown, ReturnRequestInput>({
    resolver: zodResolver(returnRequestBody),
    defaultValues: { orderNumber, productId: item.productId, quantity: 1, reason: '' },
  });
  const id = `return-reason-${orderNumber}-${item.productId}`;
  const message = errors.reason?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch {
      return; // shown below from the mutation's state
    }
    toast.success(
      values.quantity > 1
        ? t('Return requested for {quantity} × {name}.', {
            quantity: values.quantity,
            name: item.name,
          })
        : t('Return requested for {name}.', { name: item.name }),
    );
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 rounded-xl bg-stone-50 p-3 sm:p-4">
      {returnable > 1 && (
        <FormField
          id={`${id}-quantity`}
          label={t('How many are you returning?')}
          error={errors.quantity?.message}
          className="mb-3 max-w-48"
        >
          <select
            {...fieldProps(`${id}-quantity`, errors.quantity?.message)}
            className={controlClass}
            defaultValue="1"
            onChange={(event) => setValue('quantity', Number(event.target.value))}
          >
            {Array.from({ length: returnable }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('{n} of {returnable}', { n, returnable })}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {t('Why are you returning {name}?', { name: item.name })}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={1000}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        placeholder={t('For example: arrived damaged, wrong size, not as described')}
        className="mt-1 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-400 aria-invalid:border-red-600"
        {...register('reason')}
      />
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {messageText(t, message)}
        </p>
      )}
      <FormError message={request.error?.message} className="mt-2" />
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button onClick={onDone} variant="secondary" size="sm">
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={request.isPending} size="sm">
          {t('Submit return request')}
        </Button>
      </div>
    </form>
  );
}
