import { defineTemplate } from './engine.ts';

/**
 * Queued by identity (plugins/identity/abuse-guards.ts) when someone tries to sign up with the
 * e-mail of an existing account: the owner is told, the sign-up form says nothing more.
 */
export interface SignUpAttemptData {
  name: string;
}

export const signUpAttempt = defineTemplate<SignUpAttemptData>({
  subject: () => 'Someone tried to create a Harit account with your email',
  html: `<p><%= it.greeting(it.name) %></p>
<p>Someone just tried to create a new Harit account with this email address, which already has one.</p>
<p>If it was you, <a href="<%= it.link('/login') %>" style="color:#1f6f3f;font-weight:bold;">sign in</a>; if you have forgotten your password, choose “Forgot password?” there.</p>
<p>If it was not you, you need do nothing: your account has not changed.</p>`,
  text: `<%= it.greeting(it.name) %>

Someone just tried to create a new Harit account with this email address, which already has one. If it was you, sign in at <%= it.link('/login') %> — if you have forgotten your password, choose "Forgot password?" there.

If it was not you, you need do nothing: your account has not changed.`,
});
