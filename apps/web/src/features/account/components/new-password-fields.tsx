import type { ReactNode } from 'react';
import type { FieldOptions } from '../../../components/form/form-field';

/** What textFieldsFor() gives a form that has password and confirmPassword fields. */
type PasswordFieldOf = (
  name: 'password' | 'confirmPassword',
  label: string,
  options?: FieldOptions,
) => ReactNode;

/**
 * A new password and its confirmation, as sign-up, password reset and settings ask for them
 * (SPEC §5: at least 6 characters; both must match): typed as passwords, and marked
 * new-password so a password manager offers to generate and save one.
 */
export function newPasswordFields(
  field: PasswordFieldOf,
  labels: { password: string; confirmPassword: string },
  hint?: string,
) {
  return (
    <>
      {field('password', labels.password, { type: 'password', autoComplete: 'new-password', hint })}
      {field('confirmPassword', labels.confirmPassword, {
        type: 'password',
        autoComplete: 'new-password',
      })}
    </>
  );
}
