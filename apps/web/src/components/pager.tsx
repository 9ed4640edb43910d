import type { ReactNode } from 'react';
import { Button } from './ui/button';

interface PagerStep {
  label: string;
  disabled: boolean;
  go: () => void;
}

/** A console list's way to the page before and after, with where the reader is between them. */
export function Pager({
  label,
  previous,
  next,
  children,
}: {
  /** The navigation landmark's name. */
  label: string;
  previous: PagerStep;
  next: PagerStep;
  /** Between the buttons: "Page 2 of 5". */
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={previous.disabled} onClick={previous.go}>
        {previous.label}
      </Button>
      {children}
      <Button variant="secondary" disabled={next.disabled} onClick={next.go}>
        {next.label}
      </Button>
    </nav>
  );
}
