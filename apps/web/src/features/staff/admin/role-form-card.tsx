// The Staff page's two forms that give an e-mail a role (decisions 022 and 081): inviting someone
// new, and granting a role to an account. Each is a card with a lead line, its form and a line
// screen readers hear when it is done.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { useT } from '../../../lib/i18n';

export function RoleFormCard({
  headingId,
  title,
  lead,
  notice,
  children,
}: {
  headingId: string;
  title: string;
  lead: string;
  /** Said once the form has done its work. */
  notice: ReactNode;
  /** The form. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="h-fit rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{lead}</p>
      {children}
      <div aria-live="polite" className="mt-4">
        {notice}
      </div>
    </section>
  );
}

/** The "Role" list, bound to its form by `register('role')`. */
export function RoleSelect<R extends string>({
  id,
  error,
  roles,
  labels,
  register,
}: {
  id: string;
  error: string | undefined;
  roles: readonly R[];
  /** Each role's name, marked with msg() for t(). */
  labels: Record<R, string>;
  register: UseFormRegisterReturn;
}) {
  const t = useT();
  return (
    <FormField id={id} label={t('Role')} error={error}>
      <select {...fieldProps(id, error)} {...register} className={controlClass}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(labels[role])}
          </option>
        ))}
      </select>
    </FormField>
  );
}
