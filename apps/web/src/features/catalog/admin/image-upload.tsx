// A picture chooser for the console: the file goes to the server as soon as it is
// chosen, with a progress bar; the server checks, resizes and converts it and answers its path,
// which the form saves. Size is checked here first so a 20 MB photo fails at once.
import { MAX_IMAGE_BYTES } from '@harit/core/catalog-admin';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { ProductImage } from '../../../components/product-image';
import { useT } from '../../../lib/i18n';
import { uploadImage } from '../api/admin-products';

export function ImageUpload({
  label,
  value,
  onChange,
  kind,
  error,
}: {
  label: string;
  /** the saved path, or '' for none */
  value: string;
  onChange: (path: string) => void;
  kind: 'products' | 'categories';
  /** a message from the form (e.g. "Image is required.") */
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const message = failure ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setFailure(t('The picture is too large: at most 5 MB.'));
      return;
    }
    setProgress(0);
    setStatus(t('Uploading {file}…', { file: file.name }));
    try {
      const uploaded = await uploadImage(file, kind, setProgress);
      onChange(uploaded.image);
      setStatus(t('{file} uploaded.', { file: file.name }));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('The picture could not be uploaded.'));
      setStatus('');
    } finally {
      setProgress(null);
    }
  }

  return (
    <div>
      <p id={`${id}-label`} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <ProductImage
            src={value}
            alt={t('Preview of the picture')}
            sizes="128px"
            className="size-32 rounded-xl object-cover ring-1 ring-stone-200"
          />
        ) : (
          <div className="flex size-32 items-center justify-center rounded-xl bg-stone-100 text-stone-500 ring-1 ring-stone-200">
            <ImagePlus className="size-8" aria-hidden="true" />
          </div>
        )}
        <div className="flex flex-col gap-2">
          <label
            htmlFor={id}
            className="inline-flex h-11 cursor-pointer items-center justify-center rounded-full bg-white px-5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:bg-stone-100"
          >
            {value ? t('Replace picture') : t('Upload picture')}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
              aria-invalid={message ? true : undefined}
              disabled={progress !== null}
              onChange={(e) => {
                void choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          <p id={`${id}-hint`} className="text-sm text-stone-600">
            {t('JPEG, PNG or WebP, at most 5 MB.')}
          </p>
          {progress !== null && (
            <progress
              value={Math.round(progress * 100)}
              max={100}
              aria-label={t('Upload progress')}
              className="h-2 w-48 accent-brand-700"
            />
          )}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {t(message)}
        </p>
      )}
    </div>
  );
}
