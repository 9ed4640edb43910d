// The product form of the console, for a new product and for an edit. Prices are
// typed in rupees and sent in paise; the core schemas the API uses check every field here first,
// and each message appears under its field.

import { formatKg, productBadge } from '@harit/core/carbon';
import { type AdminProduct, productCreateBody, productUpdateBody } from '@harit/core/catalog-admin';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { ApiError } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n';
import { useAdminCategories } from '../api/admin-categories';
import type { ProductSave } from '../api/admin-products';
import { ImageUpload } from './image-upload';
import { primaryButton } from './products-page';

interface Values {
  name: string;
  slug: string;
  description: string;
  nameHi: string;
  descriptionHi: string;
  categoryId: string;
  price: string;
  mrp: string;
  stock: string;
  featured: boolean;
  image: string;
  hsnCode: string;
}

type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

/** The fields top to bottom: the first with a problem gets the focus. */
const FORM_ORDER: Field[] = [
  'name',
  'slug',
  'categoryId',
  'description',
  'nameHi',
  'descriptionHi',
  'price',
  'mrp',
  'stock',
  'hsnCode',
];

/** The API's field names → the form's. */
const FIELD_OF: Record<string, Field> = {
  pricePaise: 'price',
  mrpPaise: 'mrp',
};

function rupees(paise: number | null): string {
  if (paise === null) return '';
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

function valuesOf(product: AdminProduct | undefined): Values {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    nameHi: product?.nameHi ?? '',
    descriptionHi: product?.descriptionHi ?? '',
    categoryId: product?.categoryId ?? '',
    price: rupees(product?.pricePaise ?? null),
    mrp: rupees(product?.mrpPaise ?? null),
    stock: String(product?.stock ?? 0),
    featured: product?.featured ?? false,
    image: product?.image ?? '',
    hsnCode: product?.hsnCode ?? '',
  };
}

/** "1,299.50" → 129950 paise; undefined for text that is no amount of rupees. */
function toPaise(text: string): number | undefined {
  const cleaned = text.replace(/[,₹\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

export function ProductForm({
  product,
  saving,
  onSave,
}: {
  /** undefined: a new product */
  product?: AdminProduct;
  saving: boolean;
  /** Resolves when saved; rejects with the server's ApiError otherwise. */
  onSave: (save: ProductSave) => Promise<unknown>;
}) {
  const id = useId();
  const t = useT();
  const categories = useAdminCategories();
  const [values, setValues] = useState<Values>(() => valuesOf(product));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(product?.updatedAt);
  if (product && product.updatedAt !== version) {
    // Saved (or reloaded after a conflict): the form now edits the newest copy.
    setVersion(product.updatedAt);
    setValues(valuesOf(product));
  }

  const set = <K extends Field>(field: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  function build(): { save?: ProductSave; errors: Errors } {
    const found: Errors = {};
    const price = toPaise(values.price);
    const mrp = values.mrp.trim() === '' ? null : toPaise(values.mrp);
    if (price === undefined)
      found.price = msg('Price must be an amount in rupees, e.g. 499 or 499.50.');
    if (mrp === undefined) found.mrp = msg('MRP must be an amount in rupees, or left empty.');
    if (!values.image) found.image = msg('Image is required: upload a picture.');
    const stock = Number(values.stock);
    const common = {
      name: values.name,
      slug: values.slug.trim() || undefined,
      description: values.description,
      nameHi: values.nameHi,
      descriptionHi: values.descriptionHi,
      categoryId: values.categoryId || null,
      pricePaise: price ?? 0,
      mrpPaise: mrp ?? null,
      featured: values.featured,
      image: values.image,
      hsnCode: values.hsnCode.trim() || null,
    };
    const schema: z.ZodType = product ? productUpdateBody : productCreateBody;
    const input = product
      ? { ...common, updatedAt: product.updatedAt }
      : { ...common, stock: values.stock.trim() === '' ? Number.NaN : stock };
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        const field = FIELD_OF[key] ?? (key as Field);
        if (field in values && !found[field]) found[field] = issue.message;
      }
    }
    if (Object.keys(found).length > 0) return { errors: found };
    const data = (parsed.success ? parsed.data : input) as never;
    return {
      errors: {},
      save: product
        ? { kind: 'update', id: product.id, input: data }
        : { kind: 'create', input: data },
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { save, errors: found } = build();
    setErrors(found);
    if (!save) {
      const first = FORM_ORDER.find((field) => found[field]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      await onSave(save);
    } catch (error) {
      const message =
        error instanceof Error ? error.message : msg('The product could not be saved.');
      if (error instanceof ApiError && /slug/i.test(message)) setErrors({ slug: message });
      else if (error instanceof ApiError && /^Price must not/.test(message))
        setErrors({ price: message });
      else setFailure(message);
    }
  }

  const badge = productBadge(values.name);
  const field = (name: Field) => ({ ...fieldProps(`${id}-${name}`, errors[name]) });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormError message={failure} title={t('The product was not saved.')} />
      <section className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 md:grid-cols-2">
        <h2 className="text-lg font-semibold text-stone-900 md:col-span-2">{t('Details')}</h2>
        <FormField
          id={`${id}-name`}
          label={t('Name')}
          error={errors.name}
          className="md:col-span-2"
        >
          <input
            {...field('name')}
            className={controlClass}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-slug`}
          label={t('Slug (web address)')}
          error={errors.slug}
          hint={t('Lower-case letters, digits and dashes. Left empty, it is made from the name.')}
        >
          <input
            {...fieldProps(`${id}-slug`, errors.slug, 'hint')}
            className={controlClass}
            value={values.slug}
            onChange={(e) => set('slug', e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-categoryId`} label={t('Category')} error={errors.categoryId}>
          <select
            {...field('categoryId')}
            className={controlClass}
            value={values.categoryId}
            onChange={(e) => set('categoryId', e.target.value)}
          >
            <option value="">{t('No category')}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={`${id}-description`}
          label={t('Description')}
          error={errors.description}
          className="md:col-span-2"
        >
          <textarea
            {...field('description')}
            rows={5}
            className={`${controlClass} h-auto py-2`}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-nameHi`}
          label={t('Name (Hindi)')}
          error={errors.nameHi}
          hint={t('Optional. Shown when a shopper chooses Hindi; left empty, the English name is.')}
          className="md:col-span-2"
        >
          <input
            {...fieldProps(`${id}-nameHi`, errors.nameHi, 'hint')}
            lang="hi"
            className={controlClass}
            value={values.nameHi}
            onChange={(e) => set('nameHi', e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-descriptionHi`}
          label={t('Description (Hindi)')}
          error={errors.descriptionHi}
          hint={t('Optional. Left empty, the English description is shown.')}
          className="md:col-span-2"
        >
          <textarea
            {...fieldProps(`${id}-descriptionHi`, errors.descriptionHi, 'hint')}
            lang="hi"
            rows={5}
            className={`${controlClass} h-auto py-2`}
            value={values.descriptionHi}
            onChange={(e) => set('descriptionHi', e.target.value)}
          />
        </FormField>
      </section>

      <section className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 md:grid-cols-3">
        <h2 className="text-lg font-semibold text-stone-900 md:col-span-3">
          {t('Price and stock')}
        </h2>
        <FormField id={`${id}-price`} label={t('Price (₹)')} error={errors.price}>
          <input
            {...field('price')}
            inputMode="decimal"
            className={controlClass}
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-mrp`}
          label={t('MRP (₹)')}
          error={errors.mrp}
          hint={t(
            'Maximum retail price, all taxes included: the price with 18% GST may not be more.',
          )}
        >
          <input
            {...fieldProps(`${id}-mrp`, errors.mrp, 'hint')}
            inputMode="decimal"
            className={controlClass}
            value={values.mrp}
            onChange={(e) => set('mrp', e.target.value)}
          />
        </FormField>
        {product ? (
          <div>
            <p className="mb-1 text-sm font-semibold text-stone-800">{t('Stock')}</p>
            <p className="flex h-11 items-center text-stone-900 tabular-nums">
              {t('{stock} (change it with Adjust stock)', { stock: product.stock })}
            </p>
          </div>
        ) : (
          <FormField id={`${id}-stock`} label={t('Stock')} error={errors.stock}>
            <input
              {...field('stock')}
              inputMode="numeric"
              className={controlClass}
              value={values.stock}
              onChange={(e) => set('stock', e.target.value)}
            />
          </FormField>
        )}
        <FormField
          id={`${id}-hsnCode`}
          label={t('HSN code')}
          error={errors.hsnCode}
          hint={t('4 to 8 digits, printed on the GST tax invoice.')}
        >
          <input
            {...fieldProps(`${id}-hsnCode`, errors.hsnCode, 'hint')}
            inputMode="numeric"
            className={controlClass}
            value={values.hsnCode}
            onChange={(e) => set('hsnCode', e.target.value)}
          />
        </FormField>
        <label className="flex items-center gap-2 text-sm font-semibold text-stone-800 md:col-span-3">
          <input
            type="checkbox"
            checked={values.featured}
            onChange={(e) => set('featured', e.target.checked)}
            className="size-4 accent-brand-700"
          />
          {t('Featured on the home page')}
        </label>
      </section>

      <section className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h2 className="text-lg font-semibold text-stone-900">{t('Picture')}</h2>
        <ImageUpload
          label={t('Product picture')}
          kind="products"
          value={values.image}
          error={errors.image}
          onChange={(path) => set('image', path)}
        />
      </section>

      <section className="space-y-2 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h2 className="text-lg font-semibold text-stone-900">{t('Carbon')}</h2>
        <p className="text-sm text-stone-700">
          {t(
            "The shop works out a product's carbon badge and label from the words in its name (bamboo, solar, organic, cotton, charger, …), the same for every product.",
          )}
        </p>
        <p className="text-sm text-stone-900" aria-live="polite">
          {values.name.trim()
            ? t('With this name: about {saved} CO₂e saved and {emitted} emitted.', {
                saved: formatKg(badge.savings),
                emitted: formatKg(badge.emissions),
              })
            : t('Type a name to see its carbon figures.')}
        </p>
      </section>

      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? t('Saving…') : product ? t('Save changes') : t('Create product')}
      </button>
    </form>
  );
}
