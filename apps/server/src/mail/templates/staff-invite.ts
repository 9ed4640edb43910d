import { defineTemplate } from './engine.ts';

/** Queued by the Staff page when an admin invites an e-mail (key staff-invite:<inviteId>; decision 081). */
export interface StaffInviteData {
  /** the invitee's name when an account has this e-mail already */
  name: string | null;
  /** the admin who invited */
  inviterName: string;
  role: 'staff' | 'admin';
  /** the link's secret; only its hash is stored, so the mail is the one place it is */
  token: string;
}

export const staffInvite = defineTemplate<StaffInviteData>({
  subject: (_d, t) => t('You are invited to the Harit console'),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.role === 'admin' ? it.t('{name} invited you to run the Harit shop as an admin.', { name: it.strong(it.inviterName) }) : it.t('{name} invited you to work on the Harit shop as staff.', { name: it.strong(it.inviterName) }) %></p>
<p><%~ it.t('To accept, open this link within 7 days and create your account (or sign in with this e-mail):') %></p>
<p><a href="<%= it.link('/admin/invite/' + encodeURIComponent(it.token)) %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('Accept the invitation') %></a></p>
<p><%~ it.t('If you did not expect this, ignore this e-mail.') %></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.role === 'admin' ? it.t('{name} invited you to run the Harit shop as an admin.', { name: it.inviterName }) : it.t('{name} invited you to work on the Harit shop as staff.', { name: it.inviterName }) %>

<%= it.t('To accept, open this link within 7 days and create your account (or sign in with this e-mail):') %>

<%= it.link('/admin/invite/' + encodeURIComponent(it.token)) %>

<%= it.t('If you did not expect this, ignore this e-mail.') %>`,
});
