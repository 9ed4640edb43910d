import { Minus, Plus } from 'lucide-react';
import { useT } from '../../lib/i18n';

const looks = {
  listing: {
    fieldset:
      'flex h-10 min-w-0 items-center justify-between rounded-full border border-brand-700 bg-brand-50',
    button:
      'flex size-10 shrink-0 items-center justify-center rounded-full text-brand-800 transition hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
    output: 'min-w-6 text-center font-semibold text-stone-900 tabular-nums',
  },
  cart: {
    fieldset: 'flex items-center rounded-full ring-1 ring-stone-300',
    button:
      'flex size-9 items-center justify-center rounded-full text-stone-700 transition hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
    output: 'min-w-8 text-center font-semibold tabular-nums',
  },
};

/** Minus, the quantity and plus for one product's cart line (SPEC §2: the listing and /cart). */
export function QuantityStepper({
  name,
  label,
  quantity,
  most,
  least = 0,
  onChange,
  look,
  focusRef,
}: {
  /** The product's name, for the buttons' accessible names. */
  name: string;
  /** The fieldset's accessible name. */
  label: string;
  quantity: number;
  /** Plus stops here (stock, or SPEC §9's per-line cap). */
  most: number;
  /** Minus stops here: 0 on the listing (the line goes), 1 on /cart (Remove is for that). */
  least?: number;
  onChange: (next: number) => void;
  look: keyof typeof looks;
  /** Given the plus button when it is drawn (CartControls moves focus to it after adding). */
  focusRef?: (element: HTMLButtonElement | null) => void;
}) {
  const style = looks[look];
  const t = useT();
  return (
    <fieldset aria-label={label} className={style.fieldset}>
      <button
        type="button"
        onClick={() => onChange(quantity - 1)}
        disabled={least > 0 && quantity <= least}
        aria-label={t('Decrease quantity of {name}', { name })}
        className={style.button}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" data-testid="cart-quantity" className={style.output}>
        {quantity}
      </output>
      <button
        ref={focusRef}
        type="button"
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= most}
        aria-label={t('Increase quantity of {name}', { name })}
        title={quantity >= most ? t('Only {most} available', { most }) : undefined}
        className={style.button}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </fieldset>
  );
}
