// Working together in the console (decision 081): the demo merchant (an admin) invites an
// e-mail; the invitation mail arrives at the local SMTP server; the invitee opens its link,
// creates an account and lands in the console; as staff they note an order (which the shopper
// never sees) and answer a support request with a saved reply, edited before sending.
import { randomUUID } from 'node:crypto';
import { apiAs, expect, expectNoAxeViolations, signUp, test } from '../support/fixtures';
import { waitForMail } from '../support/mock-smtp';

const SHIPPING = {
  firstName: 'Kavya',
  lastName: 'Nair',
  phone: '9876501234',
  address: '14 MG Road',
  city: 'Kochi',
  state: 'Kerala',
  zip: '682011',
};

test('an admin invites staff by e-mail; the new staff member notes an order and uses a saved reply', async ({
  page,
  merchantPage: merchant,
  browser,
  baseURL,
}) => {
  // Three people, four console pages checked with axe, a mail to wait for: a long walk.
  test.setTimeout(300_000);
  const email = `invitee-${randomUUID().slice(0, 8)}@example.in`;

  // The admin invites the e-mail from the Staff page.
  await merchant.goto('/admin/staff');
  const inviteForm = merchant.getByRole('region', { name: 'Invite by e-mail' });
  await inviteForm.getByLabel('E-mail to invite').fill(email);
  await inviteForm.getByLabel('Role').selectOption({ label: 'Staff' });
  const since = Date.now();
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteForm.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const open = merchant.getByRole('region', { name: 'Open invitations' });
  await expect(open.getByRole('listitem').filter({ hasText: email })).toBeVisible();
  await expectNoAxeViolations(merchant);

  // The invitation mail, read from the mock SMTP mailbox.
  const mail = await waitForMail(email, { since, subject: /invited to the Harit console/ });
  const link = mail.text.match(/https?:\/\/\S+\/admin\/invite\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();

  // The invitee, signed out, opens the link and creates the account.
  await page.goto(new URL(link!).pathname);
  // The first visit loads the page's chunk: a loaded machine can take its time.
  await expect(page.getByRole('heading', { name: 'Join Harit as Staff' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`This invitation is for ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Full Name').fill('Ravi Kumar');
  await page.getByLabel('Password', { exact: true }).fill('green-leaf-42');
  await page.getByLabel('Confirm Password').fill('green-leaf-42');
  await page.getByRole('button', { name: 'Create account and accept' }).click();
  // Two password hashes (the new account, then its sign-in) before the console opens.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();

  // The link works once (the page's words for a used link: invite-page.test.tsx).
  const used = await page.request.get(`/api/staff-invites/${link!.split('/').at(-1)}`);
  expect(used.status()).toBe(409);

  // A shopper places an order and writes to customer care.
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  const customer = await signUp(shopper, { name: 'Asha Verma', emailPrefix: 'asha' });
  const products = await apiAs<{ _id: string; stock: number }[]>(shopper, '/products?limit=20');
  const product = products.find((p) => p.stock > 0)!;
  const order = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      shipping: { ...SHIPPING, email: customer.email },
      paymentMethod: 'upi',
    },
  });
  const ticket = await apiAs<{ reference: string }>(shopper, '/support/tickets', {
    method: 'POST',
    data: { topic: 'delivery', message: 'Can you deliver to my office instead?' },
  });

  // The new staff member notes the order; the note shows with their name.
  await page.goto(`/admin/orders/${order.orderNumber}`);
  await page.getByLabel('Add a note').fill('Asked for gift wrap.\nUse the jute ribbon.');
  await page.getByRole('button', { name: 'Save note' }).click();
  const notes = page.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes.getByRole('listitem').first()).toContainText('Ravi Kumar');
  await expect(notes.getByRole('listitem').first()).toContainText('Use the jute ribbon.');
  await expectNoAxeViolations(page);
  // The shopper's own order says nothing of it.
  const mine = await apiAs<object>(shopper, `/orders/${order.orderNumber}`);
  expect(JSON.stringify(mine)).not.toContain('jute ribbon');
  await shopperContext.close();

  // A saved reply, made in the inbox, inserted into the reply and edited before sending.
  await page.goto('/admin/support');
  await page.getByRole('button', { name: 'Manage saved replies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved replies' });
  await dialog.getByLabel('Title').fill('Office delivery');
  await dialog.getByLabel('Reply text').fill('Yes: we will deliver to your office.');
  await dialog.getByRole('button', { name: 'Add saved reply' }).click();
  await expect(dialog.getByText('Saved reply “Office delivery” added.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/admin/support/${ticket.reference}`);
  await page
    .getByRole('combobox', { name: 'Saved replies' })
    .selectOption({ label: 'Office delivery' });
  await page.getByRole('button', { name: 'Insert' }).click();
  const reply = page.getByLabel(/Your reply/);
  await expect(reply).toHaveValue('Yes: we will deliver to your office.');
  await expect(reply).toBeFocused();
  await reply.press('End');
  await reply.pressSequentially(' Thank you, Ravi');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  await expect(
    page.getByText('Yes: we will deliver to your office. Thank you, Ravi'),
  ).toBeVisible();
});
