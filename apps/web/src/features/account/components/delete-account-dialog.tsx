import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/form-field';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { deleteAccount } from '../api/identity';
import { useAuthActions } from '../use-auth-actions';
import { ActionButton } from './submit-button';

/**
 * Deleting the account asks once more, in a modal dialog (focus stays inside, Escape closes),
 * for the password. On success the session is gone with the account: home, signed out.
 */
export function DeleteAccountDialog({ needsPassword }: { needsPassword: boolean }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const actions = useAuthActions();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const open = () => {
    setPassword('');
    setMissing(false);
    actions.setError(null);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (needsPassword && !password) {
      setMissing(true);
      document.getElementById('delete-password')?.focus();
      return;
    }
    if (!(await actions.run(() => deleteAccount(needsPassword ? password : undefined)))) return;
    close();
    toast.success(t('Your account has been deleted.'));
    navigate('/', { replace: true });
  };

  return (
    <>
      <ActionButton tone="danger" onClick={open} className="self-start">
        <Trash2 className="size-4" aria-hidden="true" />
        {t('Delete account')}
      </ActionButton>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-[28rem] max-w-[92vw] rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-stone-950/50"
      >
        <form noValidate onSubmit={confirm} className="flex flex-col gap-4 p-6 sm:p-8">
          <h2 id={titleId} className="text-xl font-semibold text-stone-900">
            {t('Delete your account?')}
          </h2>
          <p className="text-stone-700">
            {t('Your account, wishlist, cart, orders and carbon history will be removed for good.')}
          </p>
          <FormError message={actions.error} />
          {needsPassword && (
            <TextField
              id="delete-password"
              label={t('Password')}
              type="password"
              autoComplete="current-password"
              value={password}
              error={missing ? t('Enter your password to confirm.') : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
            />
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <ActionButton tone="plain" onClick={close} disabled={actions.busy}>
              {t('Cancel')}
            </ActionButton>
            <ActionButton type="submit" tone="danger" busy={actions.busy}>
              {t('Delete my account')}
            </ActionButton>
          </div>
        </form>
      </dialog>
    </>
  );
}
