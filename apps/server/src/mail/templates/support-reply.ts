import { defineTemplate } from './engine.ts';

/** Queued by the support console when staff reply to a ticket (key support-reply:<replyId>). */
export interface SupportReplyData {
  name: string;
  /** the ticket's reference as the shopper knows it */
  ticketReference: string;
  /** the ticket's subject, as the shopper wrote it */
  ticketSubject: string;
  /** the reply, as the staff member wrote it (line breaks kept) */
  reply: string;
}

export const supportReply = defineTemplate<SupportReplyData>({
  subject: (d, t) => `Re: ${t(d.ticketSubject)} [${d.ticketReference}]`,
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('We replied to your support request {reference} ({subject}):', { reference: it.strong(it.ticketReference), subject: it.tr(it.ticketSubject) }) %></p>
<blockquote style="margin:12px 0;padding:12px 16px;border-left:4px solid #1f6f3f;background:#f4f7f2;white-space:pre-wrap;"><%= it.reply %></blockquote>
<p><%~ it.t('To answer, reply from the support page and quote {reference}.', { reference: it.ticketReference }) %></p>
<p><a href="<%= it.link('/support') %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('Open support') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('We replied to your support request {reference} ({subject}):', { reference: it.ticketReference, subject: it.tr(it.ticketSubject) }) %>

<%= it.reply %>

<%= it.t('To answer, reply from the support page and quote {reference}.', { reference: it.ticketReference }) %>

<%= it.t('Open support') %>: <%= it.link('/support') %>`,
});
