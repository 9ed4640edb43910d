// Issue 19: the zod messages from packages/core that the console's and the help pages' forms
// can show (support request and reply, return rejection and refund, stock adjustment), declared
// so the catalogue check knows them; the form fields render them through t(message).
// lib/validation-messages.ts declares the shopper forms' messages.
import { msg } from './i18n';

export const CONSOLE_VALIDATION_MESSAGES: readonly string[] = [
  // validation.ts supportTicketBody, guestSupportTicketBody
  msg('Please choose a topic'),
  msg('Order number is too long'),
  msg('Order number can contain only letters, digits and hyphens'),
  msg('Please describe your request (at least 10 characters)'),
  msg('Please keep your message under 2000 characters'),
  msg('Please enter a valid email.'),
  msg('Email is required so we can reply'),
  // support.ts supportReplyBody
  msg('Please write a message'),
  // returns.ts returnRejectBody, returnRefundBody
  msg('Please give the shopper a reason (at least 3 characters)'),
  msg('Please keep the reason under 500 characters'),
  msg('Amount must be a number of rupees.'),
  msg('Amount must be more than ₹0.'),
  msg('Amount is larger than any order.'),
];
