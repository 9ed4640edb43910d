import { Maximize2, X } from 'lucide-react';
import {
  type KeyboardEvent as KeyEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ProductImage } from '../../../components/product-image';
import { useT } from '../../../lib/i18n';

interface ProductGalleryProps {
  /** Every picture in the merchant's order; the first is the main one (decision 080). */
  images: readonly string[];
  name: string;
  /** Over the image: the percent-off badge and the wishlist heart. */
  overlay?: ReactNode;
}

/**
 * The product's pictures (decision 080): one large, with a lightbox that shows it full size, and
 * under it a thumbnail button for each picture when there are several ("Picture 2 of 3"). A
 * thumbnail or the arrow keys (Home, End too) change the large picture; both keep their square,
 * so nothing moves as pictures load, and only the first picture loads at once. The lightbox is a
 * modal dialog: focus moves to Close, Tab stays on it, Escape or Close shuts it and focus goes
 * back to the button that opened it.
 */
export function ProductGallery({ images, name, overlay }: ProductGalleryProps) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const shown = Math.min(current, images.length - 1);
  const src = images[shown] ?? '';
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
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

  /** Arrow keys step through the pictures; on a thumbnail, focus follows the picture. */
  function onKeyDown(event: KeyEvent<HTMLDivElement>) {
    if (images.length < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    const last = images.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? shown === last
          ? 0
          : shown + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? shown === 0
            ? last
            : shown - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    if (thumbnails.current.includes(event.target as HTMLButtonElement)) {
      thumbnails.current[next]?.focus();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys reach it from its buttons
    <div onKeyDown={onKeyDown}>
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
            eager={shown === 0}
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
      </div>
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-6">
          {images.map((image, index) => (
            <li key={image}>
              <button
                ref={(node) => {
                  thumbnails.current[index] = node;
                }}
                type="button"
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setCurrent(index)}
                className={`block w-full overflow-hidden rounded-xl bg-brand-50 ring-offset-2 ${
                  index === shown
                    ? 'ring-2 ring-brand-700'
                    : 'ring-1 ring-stone-200 hover:ring-stone-400'
                }`}
              >
                <span className="sr-only">
                  {t('Picture {place} of {count}', { place: index + 1, count: images.length })}
                </span>
                <ProductImage
                  src={image}
                  alt=""
                  sizes="80px"
                  className="aspect-square w-full object-cover object-top"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
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
