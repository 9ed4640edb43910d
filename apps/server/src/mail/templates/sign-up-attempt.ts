import { defineTemplate } from './engine.ts';

/**
 * Queued by identity (plugins/identity/abuse-guards.ts) when someone tries to sign up with the
 * e-mail of an existing account: the owner is told, the sign-up form says nothing more.
 */
export interface SignUpAttemptData {
  name: string;
}

export const signUpAttempt = defineTemplate<SignUpAttemptData>({
  subject: (_d, t) => t('Someone tried to create a Harit account with your email'),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('Someone just tried to create a new Harit account with this email address, which already has one.') %></p>
<p><%~ it.t('If it was you, {signIn}; if you have forgotten your password, choose “Forgot password?” there.', { signIn: it.a(it.link('/login'), it.tr('sign in'), 'color:#1f6f3f;font-weight:bold;') }) %></p>
<p><%~ it.t('If it was not you, you need do nothing: your account has not changed.') %></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('Someone just tried to create a new Harit account with this email address, which already has one.') %> <%= it.t('If it was you, sign in at {link} — if you have forgotten your password, choose "Forgot password?" there.', { link: it.link('/login') }) %>

<%= it.t('If it was not you, you need do nothing: your account has not changed.') %>`,
});
