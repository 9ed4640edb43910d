// The product form of the console, for a new product and for an edit, on
// react-hook-form like the app's other forms (decision 066). Prices are typed in rupees and sent
// in paise (core's money helpers); the core schemas the API validates with check every field here
// first, and each message appears under its field.
//
// To add a field: put it in ProductFormValues and valuesOf (in the API's shape, so bodyOf passes it
// through), give it its words in FIELD_TEXTS, and render it with <ProductField> in a section, as the
// sections below do.

import type { CarbonRecordInput } from '@harit/core/carbon-record';
import {
  type AdminProduct,
  GST_RATE_OPTIONS,
  productCreateBody,
  productUpdateBody,
} from '@harit/core/catalog-admin';
import { DEFAULT_GST_RATE, paiseFromRupeesText, rupeesTextFromPaise } from '@harit/core/money';
import { DEFAULT_UQC, UQC_CODES } from '@harit/core/uqc';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type FieldErrors,
  FormProvider,
  type Resolver,
  type ResolverResult,
  useController,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n';
import { useAdminCategories } from '../api/admin-categories';
import type { ProductSave } from '../api/admin-products';
import { CarbonRecordFields } from './carbon-record-fields';
import { ImageUpload } from './image-upload';

/** What the form holds: rupees, stock and the optional texts as typed; the rest as the API takes it. */
export interface ProductFormValues {
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
  /** The GST rate in percent as the select holds it ("18"; decision 073). */
  gstRate: string;
  /** The unit quantity code invoices print beside quantities (decision 067). */
  uqc: string;
  /** e.g. HRT-SOL-001; '' for none (decision 080). */
  sku: string;
  /** Grams as packed, as typed; '' when not known. */
  weightGrams: string;
  /** A new carbon record (decision 069), in the API's shape; undefined keeps the record. */
  carbon?: CarbonRecordInput;
}

type FieldName = keyof ProductFormValues;

/** The ids of the form's controls: `product-form-name`, … (one product form on a page). */
const ID = 'product-form';

function valuesOf(product: AdminProduct | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    nameHi: product?.nameHi ?? '',
    descriptionHi: product?.descriptionHi ?? '',
    categoryId: product?.categoryId ?? '',
    price: rupeesTextFromPaise(product?.pricePaise ?? null),
    mrp: rupeesTextFromPaise(product?.mrpPaise ?? null),
    stock: String(product?.stock ?? 0),
    featured: product?.featured ?? false,
    image: product?.image ?? '',
    hsnCode: product?.hsnCode ?? '',
    gstRate: String(product?.gstRate ?? DEFAULT_GST_RATE),
    uqc: product?.uqc ?? DEFAULT_UQC,
    sku: product?.sku ?? '',
    weightGrams: product?.weightGrams ? String(product.weightGrams) : '',
    carbon: undefined,
  };
}

/** Whether two copies of a product differ only in their pictures (and version). */
function picturesOnly(a: AdminProduct | undefined, b: AdminProduct | undefined): boolean {
  if (!a || !b) return false;
  const rest = ({ image: _i, images: _s, updatedAt: _u, ...p }: AdminProduct) => JSON.stringify(p);
  return rest(a) === rest(b);
}

/** The API's field names → the form's. */
const FIELD_OF: Record<string, FieldName> = { pricePaise: 'price', mrpPaise: 'mrp' };

/**
 * The form's values → the body core's productCreateBody / productUpdateBody validate, and the
 * messages of what is no body at all (rupees that are no amount, no picture). Fields in the API's
 * shape pass through unchanged.
 */
function bodyOf(
  {
    price,
    mrp,
    stock,
    slug,
    categoryId,
    hsnCode,
    gstRate,
    sku,
    weightGrams,
    image,
    ...same
  }: ProductFormValues,
  product: AdminProduct | undefined,
) {
  const errors: Partial<Record<FieldName, string>> = {};
  const pricePaise = paiseFromRupeesText(price);
  const mrpPaise = mrp.trim() === '' ? null : paiseFromRupeesText(mrp);
  if (pricePaise === undefined)
    errors.price = msg('Price must be an amount in rupees, e.g. 499 or 499.50.');
  if (mrpPaise === undefined) errors.mrp = msg('MRP must be an amount in rupees, or left empty.');
  // An existing product's pictures are set in its Pictures panel (decision 080).
  if (!product && !image) errors.image = msg('Image is required: upload a picture.');
  const common = {
    ...same,
    ...(product ? {} : { image }),
    sku: sku.trim() || null,
    weightGrams: weightGrams.trim() === '' ? null : Number(weightGrams.trim()),
    slug: slug.trim() || undefined,
    categoryId: categoryId || null,
    pricePaise: pricePaise ?? 0,
    mrpPaise: mrpPaise ?? null,
    hsnCode: hsnCode.trim() || null,
    gstRate: Number(gstRate),
  };
  const body = product
    ? { ...common, updatedAt: product.updatedAt }
    : { ...common, stock: stock.trim() === '' ? Number.NaN : Number(stock) };
  return { body, errors };
}

/** Core's schema through zodResolver, its messages moved onto the form's fields. */
function productResolver(
  product: AdminProduct | undefined,
): Resolver<ProductFormValues, unknown, ProductSave> {
  return async (
    values,
    context,
    options,
  ): Promise<ResolverResult<ProductFormValues, ProductSave>> => {
    const { body, errors: own } = bodyOf(values, product);
    const resolve = (product ? zodResolver(productUpdateBody) : zodResolver(productCreateBody)) as (
      ...args: unknown[]
    ) => Promise<{ values: Record<string, unknown>; errors: Record<string, { message?: string }> }>;
    const result = await resolve(body, context, options);
    const errors: FieldErrors<ProductFormValues> = {};
    for (const [key, error] of Object.entries(result.errors)) {
      const field = FIELD_OF[key] ?? (key as FieldName);
      if (field in values) errors[field] = { type: 'schema', message: error.message };
    }
    for (const [field, message] of Object.entries(own)) {
      errors[field as FieldName] = { type: 'form', message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    // A problem only with a field the form does not show (its version): the API says what it is.
    const input = (Object.keys(result.errors).length > 0 ? body : result.values) as never;
    return {
      errors: {},
      values: product ? { kind: 'update', id: product.id, input } : { kind: 'create', input },
    };
  };
}

/** The fields <ProductField> writes: the typed ones, not the checkbox, the picture or the record. */
type TypedField = Exclude<FieldName, 'featured' | 'image' | 'carbon'>;

/** Each field's label and standing hint, for t(): a field's words in one place, its layout below. */
const FIELD_TEXTS: Record<TypedField, { label: string; hint?: string }> = {
  name: { label: msg('Name') },
  slug: {
    label: msg('Slug (web address)'),
    hint: msg('Lower-case letters, digits and dashes. Left empty, it is made from the name.'),
  },
  sku: {
    label: msg('SKU'),
    hint: msg('Optional. Letters, digits and dashes, e.g. HRT-SOL-001; one product each.'),
  },
  categoryId: { label: msg('Category') },
  description: { label: msg('Description') },
  nameHi: {
    label: msg('Name (Hindi)'),
    hint: msg('Optional. Shown when a shopper chooses Hindi; left empty, the English name is.'),
  },
  descriptionHi: {
    label: msg('Description (Hindi)'),
    hint: msg('Optional. Left empty, the English description is shown.'),
  },
  price: { label: msg('Price (₹)') },
  mrp: {
    label: msg('MRP (₹)'),
    hint: msg('Maximum retail price, all taxes included: the price with its GST may not be more.'),
  },
  stock: { label: msg('Stock') },
  hsnCode: { label: msg('HSN code'), hint: msg('4 to 8 digits, printed on the GST tax invoice.') },
  gstRate: {
    label: msg('GST rate'),
    hint: msg('Added to the price at checkout and on the tax invoice.'),
  },
  uqc: {
    label: msg('Unit quantity code'),
    hint: msg('The unit the tax invoice prints beside the quantity: NOS for pieces.'),
  },
  weightGrams: {
    label: msg('Weight (grams)'),
    hint: msg('As packed. Shipping labels add it up when no weight is typed.'),
  },
};

type ProductFieldProps = {
  name: TypedField;
  className?: string;
} & (
  | ({ as?: 'input' } & ComponentProps<'input'>)
  | ({ as: 'textarea' } & ComponentProps<'textarea'>)
  | ({ as: 'select'; children: ReactNode } & ComponentProps<'select'>)
);

/** One labelled field of the product form, with its hint and its message (SPEC §5). */
export function ProductField({ name, className, ...control }: ProductFieldProps) {
  const t = useT();
  const label = t(FIELD_TEXTS[name].label);
  const hintText = FIELD_TEXTS[name].hint;
  const hint = hintText && t(hintText);
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const id = `${ID}-${name}`;
  const error = errors[name]?.message;
  const bound = { ...fieldProps(id, error, hint), ...register(name) };
  let element: ReactNode;
  if (control.as === 'textarea') {
    const { as: _, ...rest } = control;
    element = <textarea rows={5} {...rest} {...bound} className={`${controlClass} h-auto py-2`} />;
  } else if (control.as === 'select') {
    const { as: _, ...rest } = control;
    // The value react-hook-form sets when a select registers does not hold (it showed its first
    // option); the form's value as React's default does.
    element = (
      <select
        defaultValue={String(getValues(name) ?? '')}
        {...rest}
        {...bound}
        className={controlClass}
      />
    );
  } else {
    const { as: _, ...rest } = control;
    element = <input {...rest} {...bound} className={controlClass} />;
  }
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {element}
    </FormField>
  );
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
  const t = useT();
  const form = useForm<ProductFormValues, unknown, ProductSave>({
    defaultValues: valuesOf(product),
    resolver: productResolver(product),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { reset } = form;
  const shown = useRef(product);
  useEffect(() => {
    // Saved (or reloaded after a conflict): the form now edits the newest copy. A change of the
    // pictures alone (the Pictures panel, decision 080) keeps what is typed here and not saved.
    const before = shown.current;
    if (product?.updatedAt === before?.updatedAt) return;
    shown.current = product;
    reset(valuesOf(product), { keepDirtyValues: picturesOnly(before, product) });
  }, [product, reset]);

  const submit = form.handleSubmit(
    async (save) => {
      setFailure(null);
      try {
        await onSave(save);
      } catch (error) {
        const message =
          error instanceof Error ? error.message : msg('The product could not be saved.');
        if (error instanceof ApiError && /slug/i.test(message)) form.setError('slug', { message });
        else if (error instanceof ApiError && /^Price must not/.test(message))
          form.setError('price', { message });
        else setFailure(message);
      }
    },
    () => setFailure(null),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <FormError message={failure} title={t('The product was not saved.')} />
        <DetailsSection />
        <PriceAndStockSection product={product} />
        {!product && <PictureSection />}
        <CarbonRecordFields product={product} />
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t('Saving…') : product ? t('Save changes') : t('Create product')}
        </Button>
      </form>
    </FormProvider>
  );
}

function Section({
  title,
  className,
  children,
}: {
  title: string;
  /** The grid's columns, when the section lays out its fields side by side. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section className={`rounded-2xl bg-white p-5 ring-1 ring-stone-200 ${className}`}>
      <h2 className="text-lg font-semibold text-stone-900 md:col-span-full">{title}</h2>
      {children}
    </section>
  );
}

function DetailsSection() {
  const t = useT();
  const categories = useAdminCategories();
  return (
    <Section title={t('Details')} className="grid gap-4 md:grid-cols-2">
      <ProductField name="name" className="md:col-span-2" />
      <ProductField name="slug" />
      <ProductField name="sku" autoCapitalize="characters" />
      <ProductField as="select" name="categoryId">
        <option value="">{t('No category')}</option>
        {categories.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </ProductField>
      <ProductField as="textarea" name="description" className="md:col-span-2" />
      <ProductField name="nameHi" lang="hi" className="md:col-span-2" />
      <ProductField as="textarea" name="descriptionHi" lang="hi" className="md:col-span-2" />
    </Section>
  );
}

function PriceAndStockSection({ product }: { product: AdminProduct | undefined }) {
  const t = useT();
  return (
    <Section title={t('Price and stock')} className="grid gap-4 md:grid-cols-3">
      <ProductField name="price" inputMode="decimal" />
      <ProductField name="mrp" inputMode="decimal" />
      {product ? (
        <div>
          <p className="mb-1 text-sm font-semibold text-stone-800">{t('Stock')}</p>
          <p className="flex h-11 items-center text-stone-900 tabular-nums">
            {t('{stock} (change it with Adjust stock)', { stock: product.stock })}
          </p>
        </div>
      ) : (
        <ProductField name="stock" inputMode="numeric" />
      )}
      <ProductField name="hsnCode" inputMode="numeric" />
      <ProductField as="select" name="gstRate">
        {GST_RATE_OPTIONS.map((o) => (
          <option key={o.rate} value={String(o.rate)}>
            {o.label}
          </option>
        ))}
      </ProductField>
      <ProductField as="select" name="uqc">
        {UQC_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </ProductField>
      <ProductField name="weightGrams" inputMode="numeric" />
      <FeaturedCheckbox />
    </Section>
  );
}

function FeaturedCheckbox() {
  const t = useT();
  const { register } = useFormContext<ProductFormValues>();
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-stone-800 md:col-span-3">
      <input type="checkbox" {...register('featured')} className="size-4 accent-brand-700" />
      {t('Featured on the home page')}
    </label>
  );
}

function PictureSection() {
  const t = useT();
  const { field, fieldState } = useController<ProductFormValues, 'image'>({ name: 'image' });
  return (
    <Section title={t('Picture')} className="space-y-4">
      <ImageUpload
        label={t('Product picture')}
        kind="products"
        value={field.value}
        error={fieldState.error?.message}
        onChange={field.onChange}
      />
    </Section>
  );
}
