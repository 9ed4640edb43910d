// Every schema the web forms and the API validate with. One schema per rule, so the browser
// and the server always agree (DESIGN.md §3 "forms", §4). Messages are SPEC.md §5, word for word.

import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_FACTORS,
  ACTIVITY_KINDS,
  activityInstant,
} from './carbon-factors';
import { gstinProblem } from './gstin.ts';
import { INDIAN_STATES, MOBILE_NUMBER, normalizeIndianPhone, PIN_FORMAT } from './india.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language.ts';
import {
  FULL_NAME_MAX_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_PRICE_FILTER,
  MAX_RELATED_PRODUCTS,
  MIN_DISCOUNT_CHOICES,
  MIN_PASSWORD_LENGTH,
  MIN_RATING_CHOICES,
  PAYMENT_METHODS,
  PRODUCT_SORTS,
  SEARCH_MAX_LENGTH,
} from './limits.ts';
import { z } from './zod.ts';

/** A language the shop speaks (decision 042). */
export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be en or hi.' });

/**
 * GET catalogue reads, cart and wishlist: `lang` (default en) answers with the Hindi names and
 * descriptions where the catalogue has them (decision 043).
 */
export const languageQuery = z.object({ lang: languageSchema.default(DEFAULT_LANGUAGE) });

/** PUT /api/account/language: the signed-in shopper's language (decision 043). */
export const languageBody = z.object({ language: languageSchema }).strict();

// ---- Messages people read ---------------------------------------------

/** Field names that do not read well split into words. */
const FIELD_LABELS: Record<string, string> = {
  id: 'ID',
  productId: 'Product ID',
  userId: 'User ID',
  zip: 'ZIP code',
  // GET /api/pin-codes/:pin.
  pin: 'PIN code',
  occurredAt: 'Date',
  'idempotency-key': 'Idempotency-Key',
  // The suggestions query parameter: the shopper knows it as the search box.
  q: 'Search',
  // A review's body.
  text: 'Review',
  // The console's product form.
  categoryId: 'Category',
  pricePaise: 'Price',
  mrpPaise: 'MRP',
  delta: 'Change',
  // Tax invoices.
  hsnCode: 'HSN code',
  creditNoteId: 'Credit note ID',
  gstin: 'GSTIN',
  // The seller settings (decision 083).
  signatory: 'Authorised signatory',
  // The console's Hindi name and description.
  nameHi: 'Name (Hindi)',
  descriptionHi: 'Description (Hindi)',
  // A product's stock-keeping unit (decision 080).
  sku: 'SKU',
};

/** The field an issue is about, in plain words: ['items', 0, 'quantity'] → "Quantity of item 1". */

export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = path.findLast((part): part is string => typeof part === 'string');
  const index = path.findLast((part): part is number => typeof part === 'number');
  if (key === undefined) return index === undefined ? 'Input' : `Item ${index + 1}`;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  const label =
    FIELD_LABELS[key] ?? `${words.charAt(0).toUpperCase()}${words.slice(1).toLowerCase()}`;
  return index === undefined || path.indexOf(index) > path.indexOf(key)
    ? label
    : `${label} of item ${index + 1}`;
}

type RawIssue = z.core.$ZodRawIssue;

/**
 * Zod's default texts ("Too big: expected string to have <=100 characters") are for developers.
 * Every issue a schema does not word itself becomes a sentence that names the field; the
 * browser shows these under form fields and the API sends them as { message }.
 */
export function productMessage(issue: RawIssue): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      if (issue.expected === 'string') return `${label} must be text.`;
      if (issue.expected === 'int') return `${label} must be a whole number.`;
      if (issue.expected === 'number') return `${label} must be a number.`;
      if (issue.expected === 'boolean') return `${label} must be true or false.`;
      if (issue.expected === 'array') return `${label} must be a list.`;
      if (issue.expected === 'object') return `${label} must be an object.`;
      return `${label} is not valid.`;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `${label} must be at most ${max} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${label} must have at most ${max} items.`;
      }
      return issue.inclusive === false
        ? `${label} must be less than ${max}.`
        : `${label} must be at most ${max}.`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return min <= 1
          ? `${label} must not be empty.`
          : `${label} must have at least ${min} items.`;
      }
      return issue.inclusive === false
        ? `${label} must be more than ${min}.`
        : `${label} must be at least ${min}.`;
    }
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 10
        ? `${label} must be one of ${issue.values.map(String).join(', ')}.`
        : `${label} is not valid.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    default:
      return `${label} is not valid.`;
  }
}

// One place for the whole app: web forms and the API parse with these same schemas.
z.config({ customError: productMessage });

// ---- Text --------------------------------------------------------------

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: nothing a
 * person types. NUL in particular is refused by PostgreSQL (22P05, 22021), so it must never
 * get past validation.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a UTF-16 surrogate pair on its own: not Unicode, and PostgreSQL refuses it (22021). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds only characters a person could have typed (tab and newlines allowed). */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * THE string schema: every text field, id, query string and header is built on it, so no
 * control character or broken Unicode reaches the database. `label` names the field where its
 * key would not ("name" → "Full name"); `typeError` words a missing or non-text value (and only
 * that: a schema-wide error would also replace the messages of .max() and the like).
 */
export function text(
  options: { label?: string; typeError?: string | ((input: unknown) => string) } = {},
) {
  const { label, typeError } = options;
  return z
    .string(
      typeError === undefined
        ? undefined
        : {
            error: (issue) =>
              issue.code !== 'invalid_type'
                ? undefined
                : typeof typeError === 'string'
                  ? typeError
                  : typeError(issue.input),
          },
    )
    .refine(isPlainText, {
      abort: true,
      error: (issue) => controlCharactersMessage(label ?? fieldLabel(issue.path ?? [])),
    });
}

export const controlCharactersMessage = (label: string) =>
  `${label} must not contain control characters.`;

/** What ends a line: line feed, carriage return, NEL, and Unicode's line and paragraph separators. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

/**
 * A field of one line (decision 057): names, address lines, city, phone, e-mail, courier,
 * tracking numbers, ids, codes, searches, titles. What is stored here is printed on one line of
 * a mail, an invoice or the console, where a line break would make a second line that seems to
 * say something else. Only text meant to run over lines (a description, a message, a review, a
 * reason, a note) is a plain `text()`; core's single-line test lists those and refuses any other
 * field that lets a line break through. Options as for text().
 */
export function singleLine(options: Parameters<typeof text>[0] = {}) {
  const { label } = options;
  return text(options).refine((value) => !LINE_BREAK.test(value), {
    abort: true,
    error: (issue) => lineBreaksMessage(label ?? fieldLabel(issue.path ?? [])),
  });
}

export const lineBreaksMessage = (label: string) => `${label} must not contain line breaks.`;

/**
 * Text that came from elsewhere (an identity provider's name for a person) on one line: each
 * line break, with the spaces around it, becomes one space. What a person sends us is refused
 * instead (singleLine), so they see what was wrong.
 */
export function toOneLine(value: string): string {
  return value.replace(/\s*[\n\r\u0085\u2028\u2029][\s\u0085]*/g, ' ').trim();
}

/**
 * Where a parsed JSON value holds a string (a value or a key) that is not plain text, for
 * bodies no zod schema of ours reads (the identity routes); undefined when all are plain.
 */
export function findUnsafeText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return isPlainText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isPlainText(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** "Looks like an e-mail" (SPEC §5): something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string) => singleLine({ typeError: message }).trim().min(1, message);

// ---- Forms -------------------------------------------------------------------------------

export const newsletterSchema = z.object({
  email: singleLine().trim().regex(EMAIL_PATTERN, 'Please enter a valid email.'),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** SPEC §5's phone rule, written the ways people write it; stores the 10 digits. */
export const phoneSchema = singleLine()
  .trim()
  .max(20, { message: 'Valid phone number is required', abort: true })
  .overwrite(normalizeIndianPhone)
  .regex(MOBILE_NUMBER, 'Valid phone number is required');

/**
 * SPEC §5's PIN rule (6 digits, its message for anything else); whether the PIN exists is the
 * server's check. No PIN starts with 0, so "000000" is well formed but unknown and
 * says so (decision 062).
 */
export const pinSchema = singleLine()
  .trim()
  .regex(PIN_FORMAT, 'Valid ZIP code is required')
  .refine((pin) => !/^0\d{5}$/.test(pin), 'We do not know this PIN code');

/** One of the 28 states and 8 union territories. */
const stateField = singleLine({ typeError: 'State is required' })
  .trim()
  .refine((state) => (INDIAN_STATES as readonly string[]).includes(state), {
    error: (issue) =>
      issue.input === '' ? 'State is required' : 'Choose a state or union territory from the list',
  });

const shippingEmail = singleLine().trim().max(254).regex(EMAIL_PATTERN, 'Valid email is required');

/** Where an order goes: the checkout's shipping details and an address book entry. */
const addressFields = {
  firstName: required('First name is required').max(80),
  lastName: required('Last name is required').max(80),
  email: shippingEmail,
  phone: phoneSchema,
  address: required('Address is required').max(300),
  city: required('City is required').max(100),
  state: stateField,
  zip: pinSchema,
};

/** An address form before anything is typed (the address book's and checkout's). */
export const BLANK_ADDRESS = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
} as const satisfies Record<keyof typeof addressFields, ''>;

export const shippingSchema = z.object(addressFields);
export type ShippingInput = z.infer<typeof shippingSchema>;

/** An address book entry: the shipping details with the e-mail optional. */
export const addressInputSchema = z.object({
  ...addressFields,
  email: singleLine()
    .trim()
    .max(254)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Valid email is required')
    .optional()
    .transform((v) => v || null),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressData = z.output<typeof addressInputSchema>;

/** A business buyer's legal name, as registered for GST, on its B2B tax invoice (decision 073). */
export const LEGAL_NAME_MAX = 200;

/**
 * What is wrong with a business buyer's GSTIN and legal name, by field; empty when nothing is.
 * A GSTIN is checked whole (shape, state code, check character: core's gstinProblem); a legal
 * name is asked with it.
 */
export function businessBuyerProblems(b: { gstin: string; legalName: string }): {
  gstin?: string;
  legalName?: string;
} {
  const problems: { gstin?: string; legalName?: string } = {};
  const gstin = gstinProblem(b.gstin);
  if (gstin) problems.gstin = gstin;
  if (b.legalName.length === 0) {
    problems.legalName = "Enter the business's legal name, as registered for GST.";
  }
  return problems;
}

function checkBusinessBuyer(b: { gstin: string; legalName: string }, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(businessBuyerProblems(b))) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

const gstinText = singleLine()
  .trim()
  .toUpperCase()
  .max(15 * 2);
const legalNameText = singleLine().trim().max(LEGAL_NAME_MAX);

/**
 * A business buyer (decision 073): the order gets a B2B tax invoice with its GSTIN and legal
 * name, its place of supply the GSTIN's state.
 */
export const businessBuyerSchema = z
  .object({ gstin: gstinText, legalName: legalNameText })
  .strict()
  .superRefine(checkBusinessBuyer);
export type BusinessBuyer = z.infer<typeof businessBuyerSchema>;

export const checkoutFormSchema = shippingSchema
  .extend({
    paymentMethod: z.enum(PAYMENT_METHODS).default('credit-card'),
    saveInfo: z.boolean().default(false),
    /** With saveInfo: the saved address replaces the default one (decision 060: asked, never assumed). */
    makeDefault: z.boolean().default(false),
    /** A business purchase's GSTIN (decision 073); empty: a purchase for oneself. */
    gstin: gstinText.default(''),
    legalName: legalNameText.default(''),
  })
  .superRefine((v, ctx) => {
    if (v.gstin !== '' || v.legalName !== '') checkBusinessBuyer(v, ctx);
  });
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

export const passwordSchema = text()
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long')
  .max(128, 'Password must be at most 128 characters long');

/** A new password and its confirmation: signup, password reset and password change (SPEC §5). */
const newPasswordFields = {
  password: text().min(1, 'Password is required').pipe(passwordSchema),
  confirmPassword: text().min(1, 'Please confirm your password'),
};
const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const passwordsMatchError = {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
};

/** SPEC §5 Full Name: also the rule for the display name the identity routes store. */
const displayName = singleLine({
  label: 'Full name',
  typeError: (input) =>
    input === undefined || input === null ? 'Full name is required' : 'Full name must be text.',
})
  .trim()
  .min(1, 'Full name is required')
  .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters.`);

export const signupSchema = z
  .object({
    name: displayName,
    email: singleLine()
      .trim()
      .min(1, 'Email is required')
      .regex(EMAIL_PATTERN, 'Please enter a valid email.'),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, passwordsMatchError);
export type SignupInput = z.infer<typeof signupSchema>;

export const resetPasswordSchema = z
  .object(newPasswordFields)
  .refine(passwordsMatch, passwordsMatchError);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: text().min(1, 'Current password is required'),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, passwordsMatchError);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The display name follows signup's Full Name rule. */
export const displayNameSchema = z.object({ name: displayName });
export type DisplayNameInput = z.infer<typeof displayNameSchema>;

/** Longest address of an account's picture (Better Auth's `image`). */
export const PROFILE_IMAGE_MAX = 500;

const isHttpsAddress = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * An account's picture (Better Auth's `image`, decision 057): an https: address of at most 500
 * characters, or null for none. Better Auth itself stores whatever comes, an object as
 * "[object Object]", a javascript: address or 100 kB of text alike.
 */
const profileImage = singleLine()
  .trim()
  .max(PROFILE_IMAGE_MAX)
  .refine(isHttpsAddress, 'Image must be an https:// address.')
  .nullable();

/**
 * What the identity routes store about a person (the Fastify bridge checks their bodies with
 * it): update-user changes the name, the picture or both; sign-up needs the name.
 */
export const profileUpdateSchema = z.object({
  name: displayName.optional(),
  image: profileImage.optional(),
});
export const signUpProfileSchema = profileUpdateSchema.extend({ name: displayName });

/** The picture as it may be stored: an https: address of at most 500 characters, else none. */
export function storablePicture(image: unknown): string | null {
  const parsed = profileImage.safeParse(image);
  return parsed.success ? parsed.data : null;
}

export const loginSchema = z.object({
  email: singleLine().trim().min(1, 'Email is required'),
  password: text().min(1, 'Password is required'),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

// ---- API payloads ------------------------------------------------------------------------

export const idSchema = singleLine().trim().min(1).max(64);

export const userIdParams = z.object({ userId: idSchema });
export const productIdParams = z.object({ productId: idSchema });
export const addressIdParams = z.object({ addressId: idSchema });
export const pinParams = z.object({ pin: singleLine().trim().max(20) });

/** A price bound in rupees from a query string (the /shop price filter). */
function priceBound(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number of rupees.` })
    .min(0, `${label} must be 0 or more.`)
    .max(MAX_PRICE_FILTER, `${label} must be at most ${MAX_PRICE_FILTER}.`);
}

/** One of a few numbers, written in a query string ("4" → 4). */
function choiceOf<const T extends readonly number[]>(choices: T, message: string) {
  return z
    .enum(choices.map(String) as [string, ...string[]], { error: message })
    .transform((value) => Number(value) as T[number]);
}

/** GET /api/products: SPEC §7 category and search, decision 016 sort, filters and paging. */
const MAX_CURSOR_LENGTH = 500;
/** What a product list's cursor holds: the sort keys of the last product of a page. */
export type CursorKeys = (string | number | boolean)[];

/** The opaque cursor of a page's last sort keys: base64url of their JSON. */
export function encodeCursor(keys: CursorKeys): string {
  return btoa(JSON.stringify(keys)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The sort keys of a cursor, or null when it is not one encodeCursor wrote. */
export function decodeCursor(cursor: string): CursorKeys | null {
  try {
    const keys: unknown = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
    const isKey = (key: unknown) => ['string', 'number', 'boolean'].includes(typeof key);
    return Array.isArray(keys) && keys.length > 0 && keys.length <= 8 && keys.every(isKey)
      ? (keys as CursorKeys)
      : null;
  } catch {
    return null;
  }
}

export const productQuerySchema = z
  .object({
    category: singleLine().trim().max(100).optional(),
    search: singleLine().max(SEARCH_MAX_LENGTH).optional(),
    sort: z
      .enum(PRODUCT_SORTS, { error: `Sort must be one of ${PRODUCT_SORTS.join(', ')}.` })
      .optional(),
    // The price shown, with its GST (decision 082): products.price_with_gst_paise.
    minPrice: priceBound('Minimum price')
      .optional()
      .describe('Rupees: the lowest price with GST (priceWithGst), as the shop shows it'),
    maxPrice: priceBound('Maximum price')
      .optional()
      .describe('Rupees: the highest price with GST (priceWithGst), as the shop shows it'),
    minRating: choiceOf(MIN_RATING_CHOICES, 'Minimum rating must be 3 or 4.').optional(),
    inStock: z
      .enum(['true', 'false'], { error: 'In stock must be true or false.' })
      .transform((value) => value === 'true')
      .optional(),
    minDiscount: choiceOf(
      MIN_DISCOUNT_CHOICES,
      'Minimum discount must be 10, 25 or 50.',
    ).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(60),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    /** Keyset paging, the X-Next-Cursor of the page before; offset is then ignored. */
    cursor: singleLine()
      .max(MAX_CURSOR_LENGTH)
      .transform((value, ctx) => {
        const keys = decodeCursor(value);
        if (keys) return keys;
        ctx.addIssue({ code: 'custom', message: 'Cursor is not valid.' });
        return z.NEVER;
      })
      .optional(),
    /** Names and descriptions in Hindi where the catalogue has them. */
    lang: languageQuery.shape.lang,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    message: 'Maximum price must not be below the minimum price.',
  });
export type ProductQuery = z.infer<typeof productQuerySchema>;

/** GET /api/products/:id/related (decision 018). */
export const relatedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_RELATED_PRODUCTS).default(4),
  lang: languageQuery.shape.lang,
});

/** GET /api/products/suggestions: what the shopper has typed so far. */
export const suggestionQuerySchema = z.object({
  q: singleLine()
    .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters.`)
    .default(''),
  lang: languageQuery.shape.lang,
});

const quantity = z
  .number({ error: 'Quantity must be a number.' })
  .int('Quantity must be a whole number.')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`);

/** SPEC §7 POST /wishlist/toggle: name, price and image are accepted but never trusted. */
export const wishlistToggleBody = z.object({
  userId: idSchema,
  productId: idSchema,
  name: singleLine().optional(),
  price: z.number().optional(),
  image: singleLine().optional(),
});
export const wishlistRemoveBody = z.object({ userId: idSchema, productId: idSchema });

export const cartAddBody = z.object({
  userId: idSchema,
  productId: idSchema,
  quantity: quantity.min(1, 'Quantity must be at least 1.').default(1),
});
export const cartUpdateBody = z.object({
  userId: idSchema,
  productId: idSchema,
  quantity: quantity.min(0, 'Quantity must be 0 or more.'),
});
export const cartRemoveBody = z.object({ userId: idSchema });

export const orderItemSchema = z.object({
  productId: idSchema,
  quantity: quantity.min(1, 'Quantity must be at least 1.'),
});
export const orderCreateBody = z.object({
  items: z
    .array(orderItemSchema)
    .min(1, 'Your order must have at least one item.')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different products.`),
  shipping: shippingSchema,
  paymentMethod: z.enum(PAYMENT_METHODS).default('credit-card'),
  saveInfo: z.boolean().default(false),
  /** With saveInfo: the saved address becomes the default even if there is one (decision 060). */
  makeDefault: z.boolean().optional(),
  /** A coupon (decision 074), read as upper case; the order is refused with the reason it fails. */
  couponCode: singleLine().trim().toUpperCase().max(20).optional(),
  /** Green points to spend (decision 074), within the order's cap (core coupons.pointsSpendable). */
  points: z.number().int('Points must be a whole number.').min(0).max(1_000_000).optional(),
  /** A business buyer: the order's tax invoice is B2B, with its GSTIN (decision 073). */
  business: businessBuyerSchema.optional(),
});
export type OrderCreateInput = z.infer<typeof orderCreateBody>;

/** SPEC §7 POST /api/carbon/purchase-impact. */
export const purchaseImpactBody = z.object({
  userId: singleLine().optional(),
  productId: idSchema,
  productName: singleLine().trim().min(1).max(200),
  productCategory: singleLine().trim().toLowerCase().max(100).default('general'),
  quantity: quantity.min(1, 'Quantity must be at least 1.'),
  isEcoFriendly: z.boolean().optional(),
});

/**
 * First message of a failed parse, for forms and API errors alike. Every message names its
 * field in plain words (productMessage or the schema's own SPEC text), so no path prefix.
 */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

// ---- Customer care -------------------------------------------------------------

/** What a support request is about; the database checks the same list (0003-support). */
export const SUPPORT_TOPICS = [
  'order',
  'delivery',
  'returns',
  'payment',
  'product',
  'account',
  'carbon',
  'grievance',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  order: 'Order status',
  delivery: 'Delivery and shipping',
  returns: 'Returns and cancellations',
  payment: 'Payments and refunds',
  product: 'Product question',
  account: 'Account and sign-in',
  carbon: 'Carbon tracker',
  grievance: 'Complaint for the Grievance Officer',
  other: 'Something else',
};

/**
 * open (waiting for the shop) → answered (staff replied; a follow-up from the shopper opens it
 * again) → closed. Migration 0016 renamed the issue-8 states in-progress → open, resolved → closed.
 */
export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;

const supportEmail = singleLine().trim().max(254, 'Email is too long');

/**
 * A support request. Signed in, the e-mail comes from the identity token, so it is optional
 * here; signed out, use guestSupportTicketBody, which requires it. Blank optional fields
 * (an empty order number box) become undefined.
 */
export const supportTicketBody = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: 'Please choose a topic' }),
  orderNumber: singleLine()
    .trim()
    .max(40, 'Order number is too long')
    .regex(/^(#?[A-Za-z0-9-]+)?$/, 'Order number can contain only letters, digits and hyphens')
    .optional()
    .transform((v) => v || undefined),
  message: text({ typeError: 'Please describe your request (at least 10 characters)' })
    .trim()
    .min(SUPPORT_MESSAGE_MIN, 'Please describe your request (at least 10 characters)')
    .max(SUPPORT_MESSAGE_MAX, 'Please keep your message under 2000 characters'),
  email: supportEmail
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Please enter a valid email.')
    .optional()
    .transform((v) => v || undefined),
});
export type SupportTicketInput = z.input<typeof supportTicketBody>;

/** Signed out, the e-mail is the only way to answer, so it is required. */
export const guestSupportTicketBody = supportTicketBody.extend({
  email: supportEmail
    .min(1, { error: 'Email is required so we can reply', abort: true })
    .regex(EMAIL_PATTERN, 'Please enter a valid email.'),
});

/** Letters and digits without look-alikes (no 0/O, 1/I): 32 of them, so one byte → one character without bias. */
export const SUPPORT_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** HRT- and 8 characters of SUPPORT_REFERENCE_ALPHABET. */
export const SUPPORT_REFERENCE_PATTERN = /^HRT-[A-HJ-NP-Z2-9]{8}$/;

export const supportReferenceParams = z.object({
  reference: singleLine()
    .trim()
    .toUpperCase()
    .max(20)
    .regex(SUPPORT_REFERENCE_PATTERN, 'Reference must look like HRT-XXXXXXXX.'),
});

export const supportTicketQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const orderNumberParams = z.object({ orderNumber: singleLine().trim().min(1).max(32) });

/** Idempotency-Key header of POST /api/orders: any client-chosen token, e.g. a UUID. */
export const idempotencyKeySchema = singleLine({ label: 'Idempotency-Key' })
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters');

// ---- Carbon tracker ------------------------------------------------------------

/** Largest quantity any activity entry accepts; each activity has its own, smaller limit. */
export const MAX_ACTIVITY_QUANTITY = 100_000;
export const MAX_CARBON_GOAL = 100_000;
export const ACTIVITY_NOTE_MAX = 200;

/**
 * An activity the shopper logs. occurredAt is an IST calendar date ("2026-11-21") or an ISO
 * date-time, not in the future and within the last 5 years; without it, now. The activity
 * must belong to the category, and the quantity stay within that activity's limit.
 */
export const activityBody = z
  .object({
    userId: singleLine().optional(),
    category: z.enum(ACTIVITY_CATEGORIES, {
      error: `Category must be one of ${ACTIVITY_CATEGORIES.join(', ')}.`,
    }),
    activity: z.enum(ACTIVITY_KINDS, { error: 'Please choose an activity' }),
    quantity: z
      .number({ error: 'Please enter a quantity' })
      .positive('Quantity must be more than 0')
      .max(MAX_ACTIVITY_QUANTITY, `Quantity must be at most ${MAX_ACTIVITY_QUANTITY}`),
    occurredAt: singleLine()
      .trim()
      .max(40)
      .superRefine((value, ctx) => {
        const result = activityInstant(value, new Date());
        if ('error' in result) ctx.addIssue({ code: 'custom', message: result.error });
      })
      .optional(),
    note: text()
      .trim()
      .max(ACTIVITY_NOTE_MAX, `Note must be at most ${ACTIVITY_NOTE_MAX} characters`)
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((value, ctx) => {
    // Zod runs this even when a field failed above: look only at what is valid.
    const factor = Object.hasOwn(ACTIVITY_FACTORS, value.activity)
      ? ACTIVITY_FACTORS[value.activity]
      : undefined;
    if (!factor || !ACTIVITY_CATEGORIES.includes(value.category)) return;
    if (factor.category !== value.category) {
      ctx.addIssue({
        code: 'custom',
        path: ['activity'],
        message: `${factor.label} is not a ${value.category} activity`,
      });
    } else if (value.quantity > factor.maxQuantity && value.quantity <= MAX_ACTIVITY_QUANTITY) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: `Quantity must be at most ${factor.maxQuantity} ${factor.unitPlural}`,
      });
    }
  });
export type ActivityInput = z.input<typeof activityBody>;

/** The monthly carbon goal, kg CO2e (SPEC §9 default 1000). */
export const carbonGoalBody = z.object({
  userId: singleLine().optional(),
  goal: z
    .number({ error: `Please enter a goal between 1 and ${MAX_CARBON_GOAL} kg` })
    .min(1, `Please enter a goal between 1 and ${MAX_CARBON_GOAL} kg`)
    .max(MAX_CARBON_GOAL, `Please enter a goal between 1 and ${MAX_CARBON_GOAL} kg`),
});
export type CarbonGoalInput = z.input<typeof carbonGoalBody>;

/** The caller's own data only: a userId here that is not the caller's gets 403. */
export const carbonOwnerQuery = z.object({ userId: singleLine().optional() });

export const carbonEntriesQuery = carbonOwnerQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const carbonEntryParams = z.object({ id: idSchema });

export const rewardsQuery = carbonOwnerQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

// ---- Reviews ------------------------------------------------------------------

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_TITLE_MAX = 120;

/** Something that reads as an HTML tag or comment: `<b>`, `</p>`, `<img …>`, `<!-- -->` (but not "<3" or "a < b"). */
const HTML_TAG = /<\s*[/!?]?\s*[A-Za-z][^<>]*>|<!--/;

const REVIEW_TEXT_MESSAGE = `Please write your review (at least ${REVIEW_TEXT_MIN} characters).`;
const RATING_MESSAGE = 'Please choose a rating from 1 to 5 stars.';

/**
 * Reviews are plain text: shown as text, so markup would only show up as markup. The
 * title is one line; the review itself may run over several (decision 057).
 */
const reviewText = (label: string, lines: 'one' | 'several', typeError?: string) =>
  (lines === 'one' ? singleLine : text)({ label, typeError }).refine(
    (value) => !HTML_TAG.test(value),
    { error: `${label} must be plain text, without HTML tags.` },
  );

/** What a shopper writes: 1–5 stars, an optional title (blank → none) and the review itself. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  title: reviewText('Title', 'one')
    .trim()
    .max(REVIEW_TITLE_MAX, `Title must be at most ${REVIEW_TITLE_MAX} characters.`)
    .nullish()
    .transform((v) => v || null),
  text: reviewText('Review', 'several', REVIEW_TEXT_MESSAGE)
    .trim()
    .min(REVIEW_TEXT_MIN, REVIEW_TEXT_MESSAGE)
    .max(REVIEW_TEXT_MAX, `Please keep your review to ${REVIEW_TEXT_MAX} characters or fewer.`),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** POST /api/reviews. */
export const reviewCreateBody = reviewInputSchema.extend({ productId: idSchema });

export const reviewParams = z.object({ id: idSchema });

export const productReviewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const myReviewQuery = z.object({ productId: idSchema });
