// /admin/invite/:token (decision 081): the staff feature's invitation page, signing the new
// account in through the account feature's identity calls.
import { signInWithEmail } from '../../features/account/api/identity';
import { InvitePage } from '../../features/staff/invite-page';

const signIn = async (email: string, password: string) => {
  const result = await signInWithEmail({ email, password, rememberMe: false });
  return result.ok ? { ok: true } : { ok: false, message: result.message };
};

export function StaffInviteRoute() {
  return <InvitePage signIn={signIn} />;
}
