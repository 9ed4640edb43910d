// When the server ends the session, the person is told and taken to sign
// in; after signing in they come back to the page they were on.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionEnded } from './auth';
import { msg, translate } from './i18n';
import { loginPathReturningTo } from './return-path';
import { toast } from './toast';

export const SESSION_ENDED_MESSAGE = msg('Your session has ended. Please sign in again.');

/** Rendered once inside the router (the root layout). */
export function SessionEndedRedirect(): null {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  useEffect(
    () =>
      onSessionEnded(() => {
        toast.error(translate(SESSION_ENDED_MESSAGE), { id: 'session-ended' });
        navigate(loginPathReturningTo(here.current));
      }),
    [navigate],
  );
  return null;
}
