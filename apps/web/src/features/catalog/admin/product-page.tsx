// /admin/products/new and /admin/products/:id: the product form, and for an existing
// product its pictures (decision 080), its stock (adjustments with a reason, and their history)
// and archiving.
import { type AdminProduct, STOCK_REASON_LABELS } from '@harit/core/catalog-admin';
import { Archive, ArchiveRestore, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { FormError, FormNotice } from '../../../components/form/form-error';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import { productPath } from '../../../lib/product-path';
import {
  useAdminProduct,
  useArchiveProduct,
  useSaveProduct,
  useStockAdjustments,
} from '../api/admin-products';
import { ProductForm } from './product-form';
import { ProductPictures } from './product-pictures';
import { StockDialog } from './stock-dialog';

export function NewProductPage() {
  const t = useT();
  const save = useSaveProduct();
  const navigate = useNavigate();
  return (
    <ConsolePage
      title={t('New product')}
      lead={<Link to="/admin/products">{t('Back to products')}</Link>}
    >
      <ProductForm
        saving={save.isPending}
        onSave={async (change) => {
          const created = await save.mutateAsync(change);
          navigate(`/admin/products/${created.id}`, { state: { created: true } });
        }}
      />
    </ConsolePage>
  );
}

export function EditProductPage() {
  const t = useT();
  const { id } = useParams();
  const product = useAdminProduct(id);
  return (
    <QueryState
      query={product}
      errorMessage={t('Failed to load the product.')}
      loading={
        <LoadingState label={t('Loading the product')} className="space-y-4 p-6">
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-64 w-full" />
        </LoadingState>
      }
    >
      {(loaded) => <EditProduct product={loaded} onReload={() => void product.refetch()} />}
    </QueryState>
  );
}

function EditProduct({ product, onReload }: { product: AdminProduct; onReload: () => void }) {
  const t = useT();
  const save = useSaveProduct();
  const archive = useArchiveProduct();
  const [notice, setNotice] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  return (
    <ConsolePage
      title={product.name}
      lead={
        <span className="flex flex-wrap gap-3">
          <Link to="/admin/products" className="underline-offset-2 hover:underline">
            {t('Back to products')}
          </Link>
          {!product.archived && (
            <Link
              to={productPath(product.slug)}
              className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
            >
              {t('See it in the shop')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          )}
          {product.archived && (
            <span className="rounded-full bg-stone-200 px-2 font-semibold text-stone-800">
              {t('Archived: not in the shop')}
            </span>
          )}
        </span>
      }
      actions={
        <Button
          variant="secondary"
          disabled={archive.isPending}
          onClick={async () => {
            setNotice(null);
            try {
              const done = await archive.mutateAsync({ product, archive: !product.archived });
              setNotice(
                done.archived
                  ? t('Archived: the shop no longer shows it.')
                  : t('Back in the shop.'),
              );
            } catch {
              // shown below from archive.error
            }
          }}
        >
          {product.archived ? (
            <ArchiveRestore className="size-4" aria-hidden="true" />
          ) : (
            <Archive className="size-4" aria-hidden="true" />
          )}
          {product.archived ? t('Put back in the shop') : t('Archive')}
        </Button>
      }
    >
      <div className="mb-4 space-y-3" aria-live="polite">
        {notice && <FormNotice>{notice}</FormNotice>}
        <FormError message={archive.error?.message} title={t('Not changed.')} />
        {stale && (
          <Button variant="secondary" onClick={onReload}>
            {t('Reload the product')}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ProductForm
          product={product}
          saving={save.isPending}
          onSave={async (change) => {
            setNotice(null);
            try {
              await save.mutateAsync(change);
              setStale(false);
              setNotice(t('Saved. The shop shows the changes now.'));
            } catch (error) {
              setStale((error as { status?: number }).status === 409);
              throw error;
            }
          }}
        />
        <div className="space-y-6">
          <ProductPictures product={product} />
          <StockPanel product={product} />
        </div>
      </div>
    </ConsolePage>
  );
}

function StockPanel({ product }: { product: AdminProduct }) {
  const t = useT();
  const language = useLanguage();
  const history = useStockAdjustments(product.id);
  return (
    <section
      aria-labelledby="stock-heading"
      className="h-fit space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="stock-heading" className="text-lg font-semibold text-stone-900">
          {t('Stock:')} <span className="tabular-nums">{product.stock}</span>
        </h2>
        <StockDialog product={product} />
      </div>
      <QueryState
        query={history}
        errorMessage={t('Failed to load the stock history.')}
        loading={
          <LoadingState label={t('Loading the stock history')}>
            <Skeleton className="h-24 w-full" />
          </LoadingState>
        }
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="text-sm text-stone-600">{t('No adjustments yet.')}</p>}
      >
        {(rows) => (
          <ol className="space-y-2 text-sm">
            {rows.map((row) => (
              <li key={row.id} className="rounded-lg bg-stone-50 px-3 py-2">
                <p className="font-semibold text-stone-900">
                  {row.delta > 0 ? `+${row.delta}` : row.delta} ·{' '}
                  {t(STOCK_REASON_LABELS[row.reason])}
                  <span className="font-normal text-stone-600"> → {row.stockAfter}</span>
                </p>
                {row.note && <p className="text-stone-700">{row.note}</p>}
                <p className="text-xs text-stone-600">
                  {row.actor}, {formatIstDateTime(row.at, language)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
