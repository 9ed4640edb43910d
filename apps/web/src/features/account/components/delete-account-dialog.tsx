import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { deleteAccount } from '../api/identity';
import { useAuthActions } from '../use-auth-actions';

/**
 * Deleting the account asks once more, in a modal dialog (focus stays inside, Escape closes),
 * for the password. On success the session is gone with the account: home, signed out.
 */
export function DeleteAccountDialog({ needsPassword }: { needsPassword: boolean }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const navigate = useNavigate();
  const actions = useAuthActions();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const open = () => {
    setPassword('');
    setMissing(false);
    actions.setError(null);
    setShown(true);
  };
  const close = () => setShown(false);

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
      <Button size="lg" variant="danger" onClick={open} className="self-start">
        <Trash2 className="size-4" aria-hidden="true" />
        {t('Delete account')}
      </Button>
      <Dialog open={shown} onClose={close} title={t('Delete your account?')}>
        <form noValidate onSubmit={confirm} className="flex flex-col gap-4">
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
            <Button size="lg" variant="secondary" onClick={close} disabled={actions.busy}>
              {t('Cancel')}
            </Button>
            <Button size="lg" type="submit" variant="danger" loading={actions.busy}>
              {t('Delete my account')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
