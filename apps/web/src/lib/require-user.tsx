// The one signed-out gate (SPEC §6): a page with someone's data shows a sign-in
// prompt in place of its body, or sends the visitor to /login where SPEC says so (checkout).
import { LogIn } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { EmptyState, EmptyStateLink } from '../components/empty-state';
import { QueryState, type QueryStateProps } from '../components/query-state';
import { type AuthUser, useAuth } from './auth';
import { useT } from './i18n';

type RequireUserProps = {
  /** Shown while the first session check runs: the page's own loading skeleton. */
  loading: ReactNode;
  /** The signed-in body; it receives the user, so nothing below has to re-check. */
  children: (user: AuthUser) => ReactNode;
} & (
  | { /** SPEC's signed-out text, e.g. 'Please sign in to view your cart'. */ prompt: string }
  | { /** Send signed-out visitors to /login, which brings them back here. */ redirect: true }
);

export function RequireUser(props: RequireUserProps) {
  const { user, isPending } = useAuth();
  if (isPending) return <>{props.loading}</>;
  if (user) return <>{props.children(user)}</>;
  if ('redirect' in props) return <RedirectToLogin />;
  return <SignInPrompt message={props.prompt} />;
}

/**
 * `<Navigate>` navigates again whenever its `state` is a new object. An inline `{ from }` was one
 * at every render, and each navigation re-rendered the page while /login was still loading: the
 * page navigated, re-rendered and navigated again without end and froze, blank, on a first visit
 * now and then. One `state` per path navigates once.
 */
function RedirectToLogin() {
  const { pathname } = useLocation();
  const state = useMemo(() => ({ from: pathname }), [pathname]);
  return <Navigate to="/login" replace state={state} />;
}

export function SignInPrompt({ message }: { message: string }) {
  const t = useT();
  return (
    <EmptyState
      icon={LogIn}
      title={message}
      action={<EmptyStateLink to="/login">{t('Sign In')}</EmptyStateLink>}
    />
  );
}

/**
 * The usual body of a page of the user's own list (cart, wishlist, orders, rewards, tracker):
 * SPEC's signed-out prompt, else the query's loading / error / empty / content states.
 */
export function UserQueryState<T>({ prompt, ...state }: QueryStateProps<T> & { prompt: string }) {
  return (
    <RequireUser prompt={prompt} loading={state.loading}>
      {() => <QueryState {...state} />}
    </RequireUser>
  );
}
