// Every schema the web forms and the API validate with. One schema per rule, so the browser
// and the server always agree (DESIGN.md §3 "forms", §4). Messages are SPEC.md §5, word for word.
import { z } from 'zod';

/** "Looks like an e-mail" (SPEC §5): something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;
/** Largest quantity of one product in a cart or an order: a shop limit, not a stock level. */
export const MAX_LINE_QUANTITY = 99;

const required = (message: string) => z.string().trim().min(1, message);

// ---- Forms -------------------------------------------------------------------------------

export const newsletterSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, 'Please enter a valid email.'),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const PAYMENT_METHODS = ['credit-card', 'upi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const shippingSchema = z.object({
  firstName: required('First name is required').max(80),
  lastName: required('Last name is required').max(80),
  email: z.string().trim().max(254).regex(EMAIL_PATTERN, 'Valid email is required'),
  phone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Valid phone number is required'),
  address: required('Address is required').max(300),
  city: required('City is required').max(100),
  state: required('State is required').max(100),
  zip: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Valid ZIP code is required'),
});
export type ShippingInput = z.infer<typeof shippingSchema>;

export const checkoutFormSchema = shippingSchema.extend({
  paymentMethod: z.enum(PAYMENT_METHODS).default('credit-card'),
  saveInfo: z.boolean().default(false),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long')
  .max(128, 'Password must be at most 128 characters long');

export const signupSchema = z
  .object({
    name: required('Full name is required').max(100),
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .regex(EMAIL_PATTERN, 'Please enter a valid email.'),
    password: z.string().min(1, 'Password is required').pipe(passwordSchema),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

// ---- API payloads ------------------------------------------------------------------------

export const idSchema = z.string().trim().min(1).max(64);

export const userIdParams = z.object({ userId: idSchema });
export const productIdParams = z.object({ productId: idSchema });

export const productQuerySchema = z.object({
  category: z.string().trim().max(100).optional(),
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(60),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

const quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);

/** SPEC §7 POST /wishlist/toggle: name, price and image are accepted but never trusted. */
export const wishlistToggleBody = z.object({
  userId: idSchema,
  productId: idSchema,
  name: z.string().optional(),
  price: z.number().optional(),
  image: z.string().optional(),
});
export const wishlistRemoveBody = z.object({ userId: idSchema, productId: idSchema });

export const cartAddBody = z.object({
  userId: idSchema,
  productId: idSchema,
  quantity: quantity.min(1, 'quantity must be at least 1').default(1),
});
export const cartUpdateBody = z.object({
  userId: idSchema,
  productId: idSchema,
  quantity: quantity.min(0, 'quantity must be 0 or more'),
});
export const cartRemoveBody = z.object({ userId: idSchema });

export const orderItemSchema = z.object({
  productId: idSchema,
  quantity: quantity.min(1, 'quantity must be at least 1'),
});
export const orderCreateBody = z.object({
  items: z.array(orderItemSchema).min(1, 'items must not be empty').max(50),
  shipping: shippingSchema,
  paymentMethod: z.enum(PAYMENT_METHODS).default('credit-card'),
  saveInfo: z.boolean().default(false),
});
export type OrderCreateInput = z.infer<typeof orderCreateBody>;

/** SPEC §7 POST /api/carbon/purchase-impact. */
export const purchaseImpactBody = z.object({
  userId: z.string().optional(),
  productId: idSchema,
  productName: z.string().trim().min(1).max(200),
  productCategory: z.string().trim().toLowerCase().max(100).default('general'),
  quantity: quantity.min(1, 'quantity must be at least 1'),
  isEcoFriendly: z.boolean().optional(),
});

/** First message of a failed parse, for forms and API errors alike. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
