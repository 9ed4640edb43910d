import { Maximize2, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ProductImage } from '../../../components/product-image';
import { useT } from '../../../lib/i18n';

interface ProductGalleryProps {
  src: string;
  name: string;
  /** Over the image: the percent-off badge and the wishlist heart. */
  overlay?: ReactNode;
}

/**
 * The product's image, large, with a lightbox that shows it full size. The lightbox
 * is a modal dialog: focus moves to Close, Tab stays on it, Escape or Close shuts it and focus
 * goes back to the button that opened it.
 */
export function ProductGallery({ src, name, overlay }: ProductGalleryProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      // The dialog has one control: keep focus on it rather than behind the backdrop.
      if (event.key === 'Tab') {
        event.preventDefault();
        close.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const opened = opener.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opened?.focus();
    };
  }, [open]);

  return (
    <div className="relative overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-stone-200">
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        className="group block w-full cursor-zoom-in"
      >
        <span className="sr-only">{t('Enlarge the picture of {name}', { name })}</span>
        {/* The button's words name the picture; the image would only repeat them. */}
        <ProductImage
          src={src}
          alt=""
          eager
          className="aspect-square w-full object-cover object-top"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-sm ring-1 ring-stone-200 group-hover:bg-white"
        >
          <Maximize2 className="size-5" />
        </span>
      </button>
      {overlay}
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it, handled on the document
        // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut for Close
        <div
          className="fixed inset-0 z-50 flex items-center justify-center bg-stone-950/80 p-4"
          onClick={() => setOpen(false)}
        >
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className="relative max-h-full w-full max-w-3xl"
          >
            <h2 id={titleId} className="sr-only">
              {name}
            </h2>
            <ProductImage
              src={src}
              alt={name}
              eager
              className="max-h-[85vh] w-full rounded-2xl bg-white object-contain"
            />
            <button
              ref={close}
              type="button"
              onClick={() => setOpen(false)}
              className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full bg-white text-stone-900 shadow ring-1 ring-stone-300 hover:bg-stone-100"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{t('Close')}</span>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
