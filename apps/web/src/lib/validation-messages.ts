// The messages a form shows come from core's zod schemas (packages/core/src/
// validation.ts) and the identity service, in English; their English is the catalogue key, so a
// field shows them in the page's language with t(message). They are declared here with msg()
// so the catalogue check knows them (copied word for word from core; a unit test holds them to
// core's schemas). The error map's sentences with a field name or a number in them
// ("First name must be at most 80 characters.") are matched by pattern and translated as one
// message with placeholders.
import { matchCoreMessage } from '@harit/core/message-patterns';
import { msg } from './i18n';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** Every fixed message a form can show (checkout, address book, sign-up, sign-in, password, carbon, returns, support, the console). */
export const VALIDATION_MESSAGES = [
  // Shipping details and the address book.
  msg('First name is required'),
  msg('Last name is required'),
  msg('Valid email is required'),
  msg('Valid phone number is required'),
  msg('Address is required'),
  msg('City is required'),
  msg('State is required'),
  msg('Choose a state or union territory from the list'),
  msg('Valid ZIP code is required'),
  msg('We do not know this PIN code'),
  // Sign-up, sign-in, profile and passwords.
  msg('Full name is required'),
  msg('Full name must be text.'),
  msg('Email is required'),
  msg('Please enter a valid email.'),
  msg('Password is required'),
  msg('Password must be at least 6 characters long'),
  msg('Password must be at most 128 characters long'),
  msg('Please confirm your password'),
  msg('Passwords do not match'),
  msg('Current password is required'),
  // The carbon tracker's activity and goal.
  msg('Please choose an activity'),
  msg('Please enter a quantity'),
  msg('Quantity must be more than 0'),
  msg('Quantity must be at most 100000'),
  msg('Note must be at most 200 characters'),
  msg('Date must be a real calendar date (YYYY-MM-DD)'),
  msg('Date cannot be in the future'),
  msg('Date must be a valid date and time'),
  msg('Date must look like YYYY-MM-DD'),
  msg('Date must be within the last 5 years'),
  msg('Please enter a goal between 1 and 100000 kg'),
  // A return request's reason.
  msg('Please tell us why (at least 5 characters)'),
  msg('Please keep the reason under 1000 characters'),
  // The console's and the help pages' forms (support request and reply, return
  // rejection and refund).
  // validation.ts supportTicketBody, guestSupportTicketBody
  msg('Please choose a topic'),
  msg('Order number is too long'),
  msg('Order number can contain only letters, digits and hyphens'),
  msg('Please describe your request (at least 10 characters)'),
  msg('Please keep your message under 2000 characters'),
  msg('Email is required so we can reply'),
  // support.ts supportReplyBody
  msg('Please write a message'),
  // returns.ts returnRejectBody, returnRefundBody
  msg('Please give the shopper a reason (at least 3 characters)'),
  msg('Please keep the reason under 500 characters'),
  msg('Amount must be a number of rupees.'),
  msg('Amount must be more than ₹0.'),
  msg('Amount is larger than any order.'),
  // catalog-admin.ts productCreateBody / productUpdateBody (the console's product form)
  msg('Slug may only have lower-case letters a–z, digits and single dashes.'),
  msg('Stock must be a whole number.'),
  msg('Stock must not be negative.'),
  msg('Stock must be at most 1000000.'),
  msg('Price must be at most ₹10,00,000.'),
  msg('MRP must be at most ₹10,00,000.'),
  msg('HSN code must be 4 to 8 digits'),
  msg('Image must be a picture uploaded here.'),
  // decision 080: a product's SKU, weight and pictures
  msg('SKU must not be empty; leave it out for none.'),
  msg('SKU may only have letters, digits and single dashes, e.g. HRT-SOL-001.'),
  msg('Weight must be a whole number of grams.'),
  msg('Weight must be at least 1 gram.'),
  msg('Weight must be at most 100000 grams (100 kg).'),
  msg('Images must be a list of pictures.'),
  msg('A product needs at least one picture.'),
  msg('A product may have at most 8 pictures.'),
  msg('A picture may appear only once.'),
  // seller.ts sellerSettingsSchema: the console's seller settings (decision 083).
  msg('Enter the legal name, as registered for GST.'),
  msg(
    'The invoice prefix is 1 to 5 letters or digits, so that an invoice number such as HRT2627-000123 stays within 16 characters.',
  ),
  msg('CN is the credit notes’ prefix; choose another for invoices.'),
  msg('Enter the name of the person who signs for the seller.'),
  msg(
    'A GSTIN is 15 characters: a 2-digit state code, the 10-character PAN, the entity number, Z and a check character.',
  ),
  // teamwork.ts: invitations, order notes, saved replies (decision 081)
  msg('Role must be staff or admin'),
  msg('Please write a note'),
  msg('Please give the reply a title'),
];

/** The field names core's error map puts in its sentences, for the patterns below. */
export const FIELD_NAMES = [
  msg('First name'),
  msg('Last name'),
  msg('Email'),
  msg('Phone'),
  msg('Address'),
  msg('City'),
  msg('State'),
  msg('Full name'),
  msg('Note'),
  // The console's product and category forms.
  msg('Name'),
  msg('Name (Hindi)'),
  msg('Description'),
  msg('Description (Hindi)'),
  msg('Slug'),
  msg('Category'),
  msg('Image'),
  msg('SKU'),
  // The seller settings (decision 083).
  msg('Legal name'),
  msg('GSTIN'),
  msg('Invoice prefix'),
  msg('Authorised signatory'),
  // A saved reply's title (decision 081).
  msg('Title'),
];

/** A message from core or the server in the page's language (English when it has no entry). */
export function messageText(t: Translate, message: string): string {
  const match = matchCoreMessage(message, (label) => t(label));
  if (match) return t(match.key, match.values);
  return t(message);
}
