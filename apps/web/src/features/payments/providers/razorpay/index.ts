// Razorpay's side in the browser (decisions 033 and 065): Checkout opened over the page; its
// handler's values go back to the shop, which checks their signature.
import type { RazorpayClientData } from '@harit/core/payments/providers/razorpay';
import type { PaymentClient } from '../index';
import { openRazorpayCheckout } from './razorpay-checkout';

export const razorpay: PaymentClient = {
  pay: ({ orderNumber, clientData }) =>
    openRazorpayCheckout(orderNumber, clientData as RazorpayClientData),
};
