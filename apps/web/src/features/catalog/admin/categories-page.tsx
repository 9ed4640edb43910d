// /admin/categories: create, rename, picture, order (Move up / Move down buttons, so
// the keyboard does everything a mouse does), and delete a category that has no products.
import {
  type AdminCategory,
  CATEGORY_NAME_MAX,
  categoryCreateBody,
} from '@harit/core/catalog-admin';
import { ArrowDown, ArrowUp, FolderTree, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { FormError, FormNotice } from '../../../components/form/form-error';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { ProductImage } from '../../../components/product-image';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useT } from '../../../lib/i18n';
import { useAdminCategories, useChangeCategories } from '../api/admin-categories';
import { ImageUpload } from './image-upload';

/**
 * A name's problem in core's words, which name the field ("Name is required.", "Name (Hindi)
 * must be at most 60 characters."), so the page shows them through the catalogue.
 */
function fieldError(field: 'name' | 'nameHi', value: string): string | undefined {
  const parsed = categoryCreateBody
    .pick({ name: true, nameHi: true })
    .partial()
    .safeParse({ [field]: value });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export function CategoriesPage() {
  const t = useT();
  const categories = useAdminCategories();
  const change = useChangeCategories();
  const [notice, setNotice] = useState('');

  async function run(action: Parameters<typeof change.mutateAsync>[0], done: string) {
    setNotice('');
    try {
      await change.mutateAsync(action);
      setNotice(done);
      return true;
    } catch {
      return false;
    }
  }

  function move(list: AdminCategory[], index: number, by: -1 | 1) {
    const ids = list.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(
      { kind: 'reorder', ids },
      by < 0
        ? t('{name} moved up to place {place}.', { name: list[index]!.name, place: index + by })
        : t('{name} moved down to place {place}.', { name: list[index]!.name, place: index + 2 }),
    ).then(() => {
      // Keep focus on the same button of the moved row, so pressing again keeps moving it.
      requestAnimationFrame(() =>
        document.getElementById(`move-${by < 0 ? 'up' : 'down'}-${list[index]!.id}`)?.focus(),
      );
    });
  }

  return (
    <ConsolePage title={t('Categories')} lead={t('The shop lists categories in this order.')}>
      <div className="mb-4 space-y-3">
        {notice && <FormNotice>{notice}</FormNotice>}
        <FormError message={change.error?.message} title={t('Not changed.')} />
      </div>
      <NewCategory
        onCreate={(name) => run({ kind: 'create', name }, t('{name} created.', { name }))}
      />
      <QueryState
        query={categories}
        errorMessage={t('Failed to load categories.')}
        loading={<ListSkeleton label={t('Loading categories')} rows={5} row="h-20 w-full" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={FolderTree} title={t('No categories yet')} />}
      >
        {(list) => (
          <ol className="mt-6 space-y-3">
            {list.map((category, index) => (
              <li key={category.id}>
                <CategoryRow
                  category={category}
                  busy={change.isPending}
                  first={index === 0}
                  last={index === list.length - 1}
                  onMove={(by) => move(list, index, by)}
                  onRename={(name, nameHi) =>
                    run(
                      { kind: 'update', id: category.id, name, nameHi },
                      t('Renamed to {name}.', { name }),
                    )
                  }
                  onImage={(image) =>
                    run(
                      { kind: 'update', id: category.id, image },
                      t('{name}: picture saved.', { name: category.name }),
                    )
                  }
                  onDelete={() =>
                    run(
                      { kind: 'delete', id: category.id },
                      t('{name} deleted.', { name: category.name }),
                    )
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </ConsolePage>
  );
}

function NewCategory({ onCreate }: { onCreate: (name: string) => Promise<boolean> }) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = fieldError('name', name);
    setError(problem);
    if (problem) return;
    if (await onCreate(name.trim())) setName('');
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <FormField id={id} label={t('New category')} error={error} className="min-w-64 flex-1">
        <input
          {...fieldProps(id, error)}
          maxLength={CATEGORY_NAME_MAX + 10}
          className={controlClass}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <Button type="submit" variant="primary" className="mt-6">
        <Plus className="size-4" aria-hidden="true" />
        {t('Add category')}
      </Button>
    </form>
  );
}

function CategoryRow({
  category,
  busy,
  first,
  last,
  onMove,
  onRename,
  onImage,
  onDelete,
}: {
  category: AdminCategory;
  busy: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRename: (name: string, nameHi: string) => Promise<boolean>;
  onImage: (image: string) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(category.name);
  const [nameHi, setNameHi] = useState(category.nameHi);
  const [error, setError] = useState<string | undefined>();
  const [errorHi, setErrorHi] = useState<string | undefined>();
  const [editing, setEditing] = useState(false);

  async function rename(event: FormEvent) {
    event.preventDefault();
    const problem = fieldError('name', name);
    const problemHi = fieldError('nameHi', nameHi);
    setError(problem);
    setErrorHi(problemHi);
    if (problem || problemHi) return;
    if (await onRename(name.trim(), nameHi.trim())) setEditing(false);
  }

  return (
    <article
      aria-label={category.name}
      className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <ProductImage
        src={category.image}
        alt=""
        sizes="64px"
        className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-stone-200"
      />
      <div className="min-w-48 flex-1">
        {editing ? (
          <form onSubmit={rename} noValidate className="flex flex-wrap items-start gap-2">
            <FormField
              id={id}
              label={t('New name for {name}', { name: category.name })}
              error={error}
            >
              <input
                {...fieldProps(id, error)}
                className={controlClass}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </FormField>
            <FormField
              id={`${id}-hi`}
              label={t('Name in Hindi for {name} (optional)', { name: category.name })}
              error={errorHi}
            >
              <input
                {...fieldProps(`${id}-hi`, errorHi)}
                lang="hi"
                className={controlClass}
                value={nameHi}
                onChange={(e) => setNameHi(e.target.value)}
              />
            </FormField>
            <Button type="submit" variant="primary" className="mt-6" disabled={busy}>
              {t('Save')}
            </Button>
            <Button
              variant="secondary"
              className="mt-6"
              onClick={() => {
                setEditing(false);
                setName(category.name);
                setNameHi(category.nameHi);
                setError(undefined);
                setErrorHi(undefined);
              }}
            >
              {t('Cancel')}
            </Button>
          </form>
        ) : (
          <>
            <h2 className="text-lg font-semibold text-stone-900">{category.name}</h2>
            {category.nameHi && (
              <p lang="hi" className="text-sm text-stone-700">
                {category.nameHi}
              </p>
            )}
            <p className="text-sm text-stone-600">
              {category.slug} ·{' '}
              {t('{count, plural, one {{count} product} other {{count} products}}', {
                count: category.productCount,
              })}
            </p>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          id={`move-up-${category.id}`}
          variant="secondary"
          disabled={first || busy}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
          {t('Move up')}
          <span className="sr-only"> {category.name}</span>
        </Button>
        <Button
          id={`move-down-${category.id}`}
          variant="secondary"
          disabled={last || busy}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
          {t('Move down')}
          <span className="sr-only"> {category.name}</span>
        </Button>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('Rename')}
            <span className="sr-only"> {category.name}</span>
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy || category.productCount > 0}
          title={
            category.productCount > 0 ? t('Move its products to another category first') : undefined
          }
          onClick={() => {
            if (window.confirm(t('Delete the category {name}?', { name: category.name })))
              void onDelete();
          }}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('Delete')}
          <span className="sr-only"> {category.name}</span>
        </Button>
      </div>
      <details className="w-full">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          {t('Picture of {name}', { name: category.name })}
        </summary>
        <div className="mt-3">
          <ImageUpload
            label={t('Picture of {name}', { name: category.name })}
            kind="categories"
            value={category.image}
            onChange={(image) => void onImage(image)}
          />
        </div>
      </details>
    </article>
  );
}
