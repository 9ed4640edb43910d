// The audit log, admins only: who changed what, when, and each change's fields
// before and after. Filters and the page live in the URL, so a filtered view can be shared.
import {
  AUDIT_ENTITY_LABELS,
  type AuditEntry,
  auditChanges,
  auditSubject,
} from '@harit/core/admin';
import { ScrollText } from 'lucide-react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly, ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { FilterDisclosure } from '../../../components/filter-disclosure';
import { TextField } from '../../../components/form/form-field';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { ChoiceField } from '../../../components/ui/choice-field';
import { DataTable } from '../../../components/ui/data-table';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import { AUDIT_PAGE_SIZE, type AuditFilter, useAudit } from '../api/get-audit';

export function AuditPage() {
  const t = useT();
  return (
    <ConsolePage
      title={t('Audit log')}
      lead={t('Every change staff and admins made, newest first')}
    >
      <AdminOnly>
        <AuditLog />
      </AdminOnly>
    </ConsolePage>
  );
}

function AuditLog() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    entity: params.get('entity') ?? undefined,
    actor: params.get('actor') ?? undefined,
  };
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const query = useAudit(filter, (page - 1) * AUDIT_PAGE_SIZE);

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update({
      entity: String(form.get('entity') ?? ''),
      actor: String(form.get('actor') ?? '').trim(),
      page: undefined,
    });
  };

  return (
    <div className="space-y-4">
      <FilterDisclosure>
        <form
          aria-label={t('Filter the audit log')}
          onSubmit={applyFilters}
          className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
          // A new filter in the URL resets the fields to it.
          key={`${filter.entity ?? ''}|${filter.actor ?? ''}`}
        >
          <ChoiceField
            id="audit-entity"
            name="entity"
            label={t('What changed')}
            className="w-full sm:w-52"
            defaultValue={filter.entity ?? ''}
            none={t('Everything')}
            choices={Object.entries(AUDIT_ENTITY_LABELS).map(([entity, label]) => ({
              value: entity,
              label: t(label),
            }))}
          />
          <TextField
            id="audit-actor"
            label={t('Who (name or e-mail)')}
            className="w-full sm:w-64"
            name="actor"
            type="search"
            maxLength={254}
            defaultValue={filter.actor ?? ''}
          />
          <Button type="submit">{t('Filter')}</Button>
          {(filter.entity || filter.actor) && (
            <button
              type="button"
              onClick={() => update({ entity: undefined, actor: undefined, page: undefined })}
              className="h-11 rounded-full px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('Clear filters')}
            </button>
          )}
        </form>
      </FilterDisclosure>

      <QueryState
        query={query}
        loading={
          <ListSkeleton label={t('Loading the audit log…')} rows={5} row="h-14 rounded-2xl" />
        }
        errorMessage={t('Could not load the audit log.')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={ScrollText}
            title={
              filter.entity || filter.actor
                ? t('No changes match these filters')
                : t('No changes yet')
            }
          />
        }
      >
        {({ items, total, offset }) => (
          <div aria-busy={query.isPlaceholderData}>
            <p aria-live="polite" className="mb-2 text-sm text-stone-600">
              {total === null
                ? t('Changes {first}–{last}', { first: offset + 1, last: offset + items.length })
                : t('Changes {first}–{last} of {total}', {
                    first: offset + 1,
                    last: offset + items.length,
                    total,
                  })}
            </p>
            <ol className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
              {items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ol>
            <Pager
              label={t('Audit log pages')}
              previous={{
                label: t('Newer'),
                disabled: page <= 1,
                go: () => update({ page: page > 2 ? String(page - 1) : undefined }),
              }}
              next={{
                label: t('Older'),
                disabled:
                  total === null ? items.length < AUDIT_PAGE_SIZE : offset + items.length >= total,
                go: () => update({ page: String(page + 1) }),
              }}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const language = useLanguage();
  const changes = auditChanges(entry.before, entry.after);
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-stone-900">
          <span className="font-semibold">{entry.actor.name}</span>{' '}
          <span className="text-sm text-stone-600">({entry.actor.email})</span>{' '}
          <code className="rounded bg-stone-100 px-1.5 py-0.5 text-sm">{entry.action}</code>{' '}
          <span className="text-sm text-stone-700">
            {t('on')} <span className="break-all font-medium">{auditSubject(entry)}</span>{' '}
            <span className="text-stone-600">
              ({t(AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity)})
            </span>
          </span>
        </p>
        <time dateTime={entry.at} className="shrink-0 text-sm text-stone-600">
          {formatIstDateTime(entry.at, language)}
        </time>
      </div>
      {changes.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-800">
            {t('{count, plural, one {# field changed} other {# fields changed}}', {
              count: changes.length,
            })}
          </summary>
          <DataTable
            look="plain"
            minWidth=""
            className="mt-2"
            caption={t('Fields before and after {action}', { action: entry.action })}
            columns={[{ label: t('Field') }, { label: t('Before') }, { label: t('After') }]}
          >
            {changes.map((change) => (
              <tr key={change.field} className="align-top">
                <th scope="row" className="py-1 pr-3 font-medium text-stone-800">
                  {change.field}
                </th>
                <td className="py-1 pr-3 text-red-800">
                  <Value value={change.before} />
                </td>
                <td className="py-1 text-brand-900">
                  <Value value={change.after} />
                </td>
              </tr>
            ))}
          </DataTable>
        </details>
      )}
    </li>
  );
}

function Value({ value }: { value: unknown }) {
  const t = useT();
  if (value === undefined) return <span className="text-stone-500">{t('(none)')}</span>;
  return (
    <code className="break-all whitespace-pre-wrap">
      {typeof value === 'string' ? value : JSON.stringify(value)}
    </code>
  );
}
