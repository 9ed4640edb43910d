// The app's one modal dialog (decision 066), on the platform's <dialog> opened with showModal():
// the page behind is inert, focus stays inside, Escape closes it. It is named by its title, and
// on closing gives the focus back to what had it before (the button that opened it, usually).
import { type ReactNode, useEffect, useId, useRef } from 'react';

const frames = {
  /** A card in the middle of the screen. */
  modal:
    'm-auto w-[28rem] max-w-[92vw] rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-stone-950/50',
  /** A panel sliding in from the left edge, full height (the mobile menu, SPEC §2). */
  sheet:
    'm-0 h-dvh max-h-none w-[22rem] max-w-[88vw] bg-transparent p-0 backdrop:bg-stone-950/50 open:animate-slide-in',
};

export interface DialogProps {
  open: boolean;
  /** Closed by Escape, a click on the backdrop (closeOnBackdrop) or setting open to false. */
  onClose: () => void;
  /** The heading the dialog is named by. */
  title: ReactNode;
  /** The title for screen readers only, when the content shows who it is (a menu). */
  hideTitle?: boolean;
  variant?: keyof typeof frames;
  /** A wider card than the usual 28rem, e.g. "w-[30rem]". */
  width?: string;
  closeOnBackdrop?: boolean;
  id?: string;
  /** The body; a modal lays it out in a column under the title. */
  children: ReactNode;
}

export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  variant = 'modal',
  width,
  closeOnBackdrop = false,
  id,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const closed = () => {
    onClose();
    // The opener may be gone (a cancelled order leaves its list): then the browser decides.
    if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
    returnFocusTo.current = null;
  };

  const frame = width ? frames[variant].replace('w-[28rem]', width) : frames[variant];
  const heading = (
    <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-xl font-semibold text-stone-900'}>
      {title}
    </h2>
  );
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has a keyboard twin, Escape, built into <dialog>
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onClose={closed}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (closeOnBackdrop && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={frame}
    >
      {variant === 'modal' ? (
        <div className="flex flex-col gap-4 p-6 sm:p-8">
          {heading}
          {children}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </dialog>
  );
}
