// What the sign-in and sign-up forms keep in the browser (SPEC §3 "Browser storage"): the
// remembered e-mail with a remember-me flag 'true', and the signup draft of name and e-mail.
// Never a password. Storage can be unavailable (private mode, quota): then nothing is kept.

export const REMEMBERED_EMAIL_KEY = 'rememberedEmail';
export const REMEMBER_ME_KEY = 'rememberMe';
export const SIGNUP_DRAFT_KEY = 'signupDraft';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function write(action: (store: Storage) => void): void {
  const store = storage();
  if (!store) return;
  try {
    action(store);
  } catch {
    // Quota or a disabled store: remembering is a convenience, never a reason to fail.
  }
}

export interface RememberedLogin {
  email: string;
  rememberMe: boolean;
}

/** The e-mail to prefill and whether Remember me starts ticked. */
export function readRememberedLogin(): RememberedLogin {
  const store = storage();
  const rememberMe = store?.getItem(REMEMBER_ME_KEY) === 'true';
  return { email: rememberMe ? (store?.getItem(REMEMBERED_EMAIL_KEY) ?? '') : '', rememberMe };
}

/** After a sign-in: remember the e-mail when asked to, otherwise forget any earlier one. */
export function saveRememberedLogin({ email, rememberMe }: RememberedLogin): void {
  write((store) => {
    if (rememberMe) {
      store.setItem(REMEMBERED_EMAIL_KEY, email.trim());
      store.setItem(REMEMBER_ME_KEY, 'true');
    } else {
      store.removeItem(REMEMBERED_EMAIL_KEY);
      store.removeItem(REMEMBER_ME_KEY);
    }
  });
}

export interface SignupDraft {
  name: string;
  email: string;
}

export function readSignupDraft(): SignupDraft {
  const raw = storage()?.getItem(SIGNUP_DRAFT_KEY);
  if (!raw) return { name: '', email: '' };
  try {
    const draft = JSON.parse(raw) as Partial<SignupDraft>;
    return {
      name: typeof draft.name === 'string' ? draft.name : '',
      email: typeof draft.email === 'string' ? draft.email : '',
    };
  } catch {
    return { name: '', email: '' };
  }
}

export function saveSignupDraft(draft: SignupDraft): void {
  write((store) => {
    if (!draft.name && !draft.email) store.removeItem(SIGNUP_DRAFT_KEY);
    else store.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ name: draft.name, email: draft.email }));
  });
}

export function clearSignupDraft(): void {
  write((store) => store.removeItem(SIGNUP_DRAFT_KEY));
}
