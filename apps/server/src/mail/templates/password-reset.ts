import { defineTemplate } from './engine.ts';

/** Queued by identity (plugins/identity/auth.ts) when a shopper asks to reset a password. */
export interface PasswordResetData {
  name: string;
  /** Better Auth's reset token; the link is built here, under publicUrl */
  token: string;
}

export const passwordReset = defineTemplate<PasswordResetData>({
  subject: (_d, t) => t('Reset your Harit password'),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('Someone asked to reset the password of your Harit account. To choose a new password, open this link within an hour:') %></p>
<p><a href="<%= it.link('/reset-password?token=' + encodeURIComponent(it.token)) %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('Choose a new password') %></a></p>
<p><%~ it.t('If it was not you, ignore this e-mail: your password stays as it is.') %></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('Someone asked to reset the password of your Harit account. To choose a new password, open this link within an hour:') %>

<%= it.link('/reset-password?token=' + encodeURIComponent(it.token)) %>

<%= it.t('If it was not you, ignore this e-mail: your password stays as it is.') %>`,
});
