// A console list's filters (decision 084): on a wide screen always shown; on a phone folded
// behind a "Filters" button, closed until the merchant opens it, so the list comes first.
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { Button } from './ui/button';

export function FilterDisclosure({
  className = '',
  children,
}: {
  /** The panel's margins. */
  className?: string;
  /** The filter fields (a form, selects). */
  children: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={className}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="mb-3 sm:hidden"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('Filters')}
      </Button>
      {/* Hidden below sm while closed; from sm on the button is gone and the filters show. */}
      <div id={panelId} className={open ? '' : 'max-sm:hidden'}>
        {children}
      </div>
    </div>
  );
}
