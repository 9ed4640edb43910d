// Every mail the shop sends, by name. A feature queues one with
// enqueueMail(trx, { key, to, template, data }) (../outbox.ts); `data` is typed by the name:
//   order-placed      orders, when an order is placed            key order-placed:<orderId>
//   order-paid        payments, a card or UPI payment confirmed  key order-paid:<orderId>
//   order-shipped     orders console, marked shipped (tracking)  key order-shipped:<orderId>
//   order-delivered   orders console, marked delivered           key order-delivered:<orderId>
//   order-cancelled   orders, cancelled by shopper or shop       key order-cancelled:<orderId>
//   return-approved   returns console, approved                  key return-approved:<returnId>
//   return-refunded   returns console, refunded                  key return-refunded:<returnId>
//   support-reply     support console, a staff reply             key support-reply:<replyId>
//   back-in-stock     catalog, stock from 0 above 0              key back-in-stock:<productId>:<userId>:<askedAt>
//   password-reset    identity, a reset link was asked for
//   sign-up-attempt   identity, a sign-up with an existing account's e-mail
//   staff-invite      staff console, an admin invites an e-mail  key staff-invite:<inviteId>

import { type BackInStockData, backInStock } from './back-in-stock.ts';
import {
  type MailHelpers,
  type MailTemplate,
  type RenderedMail,
  renderTemplate,
} from './engine.ts';
import { type OrderCancelledData, orderCancelled } from './order-cancelled.ts';
import { type OrderDeliveredData, orderDelivered } from './order-delivered.ts';
import { type OrderPaidData, orderPaid } from './order-paid.ts';
import { type OrderPlacedData, orderPlaced } from './order-placed.ts';
import { type OrderShippedData, orderShipped } from './order-shipped.ts';
import { type PasswordResetData, passwordReset } from './password-reset.ts';
import { type ReturnApprovedData, returnApproved } from './return-approved.ts';
import { type ReturnRefundedData, returnRefunded } from './return-refunded.ts';
import { type SignUpAttemptData, signUpAttempt } from './sign-up-attempt.ts';
import { type StaffInviteData, staffInvite } from './staff-invite.ts';
import { type SupportReplyData, supportReply } from './support-reply.ts';

export type { RenderedMail } from './engine.ts';
export { mailHelpers } from './engine.ts';
export type {
  BackInStockData,
  OrderCancelledData,
  OrderDeliveredData,
  OrderPaidData,
  OrderPlacedData,
  OrderShippedData,
  PasswordResetData,
  ReturnApprovedData,
  ReturnRefundedData,
  SignUpAttemptData,
  StaffInviteData,
  SupportReplyData,
};

/** Each template's data, by the template's name. */
export interface TemplateData {
  'order-placed': OrderPlacedData;
  'order-paid': OrderPaidData;
  'order-shipped': OrderShippedData;
  'order-delivered': OrderDeliveredData;
  'order-cancelled': OrderCancelledData;
  'return-approved': ReturnApprovedData;
  'return-refunded': ReturnRefundedData;
  'support-reply': SupportReplyData;
  'password-reset': PasswordResetData;
  'sign-up-attempt': SignUpAttemptData;
  'back-in-stock': BackInStockData;
  'staff-invite': StaffInviteData;
}

export type TemplateName = keyof TemplateData;

const templates: { [Name in TemplateName]: MailTemplate<TemplateData[Name]> } = {
  'order-placed': orderPlaced,
  'order-paid': orderPaid,
  'order-shipped': orderShipped,
  'order-delivered': orderDelivered,
  'order-cancelled': orderCancelled,
  'return-approved': returnApproved,
  'return-refunded': returnRefunded,
  'support-reply': supportReply,
  'password-reset': passwordReset,
  'sign-up-attempt': signUpAttempt,
  'back-in-stock': backInStock,
  'staff-invite': staffInvite,
};

export const TEMPLATE_NAMES = Object.keys(templates) as TemplateName[];

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}

export function renderMail<Name extends TemplateName>(
  name: Name,
  data: TemplateData[Name],
  helpers: MailHelpers,
): RenderedMail {
  return renderTemplate(templates[name] as MailTemplate<TemplateData[Name]>, data, helpers);
}
