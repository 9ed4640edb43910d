// A product's pictures in the console (decision 080): the list in the shop's order, the first
// the main picture cards and the product page open with; a picture is added (uploaded, or a
// catalogue picture by its path), removed, or moved up and down with buttons. Each change is
// saved at once (PUT /api/admin/products/:id/images), so the form beside it keeps what is typed.
import { type AdminProduct, imagePathSchema, MAX_PRODUCT_IMAGES } from '@harit/core/catalog-admin';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useSetProductImages } from '../api/admin-products';
import { ImageUpload } from './image-upload';

type Move = 'up' | 'down';

export function ProductPictures({ product }: { product: AdminProduct }) {
  const t = useT();
  const save = useSetProductImages(product.id);
  // The list as last asked for, shown while it is saved; the product's own once it is.
  const [asked, setAsked] = useState<string[] | null>(null);
  const [status, setStatus] = useState('');
  const [path, setPath] = useState('');
  const [pathError, setPathError] = useState<string | undefined>();
  const images = asked ?? product.images;
  const full = images.length >= MAX_PRODUCT_IMAGES;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // After a move the picture's node moves and loses focus: focus goes back to its button.
  const refocus = useRef<{ image: string; move: Move } | null>(null);

  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    const other: Move = wanted.move === 'up' ? 'down' : 'up';
    const button = [wanted.move, other]
      .map((move) => buttons.current.get(`${wanted.image}:${move}`))
      .find((b) => b && !b.disabled);
    button?.focus();
    refocus.current = null;
  });

  async function change(next: string[], done: string) {
    if (save.isPending) return;
    setAsked(next);
    setStatus('');
    try {
      await save.mutateAsync({ images: next, updatedAt: product.updatedAt });
      setStatus(done);
    } catch {
      // shown below from save.error
    } finally {
      setAsked(null);
    }
  }

  function move(index: number, direction: Move) {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...images];
    [next[index], next[to]] = [next[to]!, next[index]!];
    refocus.current = { image: images[index]!, move: direction };
    void change(
      next,
      t('Picture moved to place {place} of {count}. Saved.', {
        place: to + 1,
        count: next.length,
      }),
    );
  }

  function add(image: string) {
    if (images.includes(image)) {
      setPathError(t('A picture may appear only once.'));
      return;
    }
    void change([...images, image], t('Picture added. Saved.'));
  }

  function addPath() {
    const parsed = imagePathSchema.safeParse(path);
    if (!parsed.success) {
      setPathError(parsed.error.issues[0]?.message);
      return;
    }
    setPathError(undefined);
    setPath('');
    add(parsed.data);
  }

  const pathId = 'product-pictures-path';
  return (
    <section
      aria-labelledby="pictures-heading"
      className="h-fit space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <div>
        <h2 id="pictures-heading" className="text-lg font-semibold text-stone-900">
          {t('Pictures')}
        </h2>
        <p className="text-sm text-stone-600">
          {t('The first is the main picture, on cards and at the top of the product page.')}
        </p>
      </div>
      <FormError message={save.error?.message} title={t('The pictures were not saved.')} />
      <ol className="space-y-2" aria-busy={save.isPending || undefined}>
        {images.map((image, index) => {
          const place = { place: index + 1, count: images.length };
          const ref = (move: Move) => (node: HTMLButtonElement | null) => {
            if (node) buttons.current.set(`${image}:${move}`, node);
            else buttons.current.delete(`${image}:${move}`);
          };
          return (
            <li key={image} className="flex items-center gap-3 rounded-xl bg-stone-50 p-2">
              <ProductImage
                src={image}
                alt=""
                sizes="64px"
                className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-stone-200"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-stone-900">
                  {t('Picture {place} of {count}', place)}
                  {index === 0 && (
                    <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">
                      {t('Main picture')}
                    </span>
                  )}
                </p>
                <p className="truncate text-stone-600" title={image}>
                  {image}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  ref={ref('up')}
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  disabled={index === 0}
                  aria-label={t('Move picture {place} of {count} up', place)}
                  onClick={() => move(index, 'up')}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  ref={ref('down')}
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  disabled={index === images.length - 1}
                  aria-label={t('Move picture {place} of {count} down', place)}
                  onClick={() => move(index, 'down')}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2 text-red-700"
                  disabled={images.length === 1}
                  aria-label={t('Remove picture {place} of {count}', place)}
                  onClick={() =>
                    void change(
                      images.filter((_, i) => i !== index),
                      t('Picture removed. Saved.'),
                    )
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {full ? (
        <p className="text-sm text-stone-600">
          {t('A product may have at most {max} pictures.', { max: MAX_PRODUCT_IMAGES })}
        </p>
      ) : (
        <>
          <ImageUpload label={t('Add a picture')} kind="products" value="" onChange={add} />
          <FormField
            id={pathId}
            label={t('Or add a catalogue picture by its path')}
            hint={t('e.g. /images/products/solar-study-lamp.svg')}
            error={pathError}
          >
            <div className="flex gap-2">
              <input
                {...fieldProps(pathId, pathError, 'hint')}
                className={controlClass}
                value={path}
                onChange={(e) => setPath(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addPath();
                  }
                }}
              />
              <Button variant="secondary" onClick={addPath} disabled={save.isPending}>
                {t('Add')}
              </Button>
            </div>
          </FormField>
        </>
      )}
    </section>
  );
}
