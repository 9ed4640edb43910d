import { keywordCarbonRecord } from '@harit/core/carbon-record';
import type { AdminCategory, AdminProduct } from '@harit/core/catalog-admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderPage, testUser } from '../../../test/render';
import { EditProductPage, NewProductPage } from './product-page';

const staff = { ...testUser, role: 'staff' as const };
const categories: AdminCategory[] = [
  {
    id: 'c1',
    name: 'Solar',
    nameHi: 'सोलर',
    slug: 'solar',
    image: '/images/categories/solar.svg',
    position: 0,
    productCount: 3,
  },
];
const product: AdminProduct = {
  id: 'p1',
  name: 'Bamboo Lamp',
  slug: 'bamboo-lamp',
  description: 'A lamp of bamboo.',
  nameHi: 'बांस का लैंप',
  descriptionHi: '',
  image: '/uploads/products/ab12-800.webp',
  images: ['/uploads/products/ab12-800.webp', '/images/products/bamboo-wind-chime.svg'],
  sku: 'HRT-LMP-001',
  weightGrams: 650,
  categoryId: 'c1',
  category: 'Solar',
  pricePaise: 49_900,
  mrpPaise: 59_900,
  hsnCode: '94051900',
  gstRate: 18,
  uqc: 'NOS',
  stock: 4,
  featured: false,
  archived: false,
  co2SavedKg: 2,
  carbon: keywordCarbonRecord('Solar Lamp'),
  rating: 0,
  ratingCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function api(
  overrides: (url: string, init: RequestInit) => Response | undefined = () => undefined,
) {
  return (url: string, init: RequestInit) => {
    const answer = overrides(url, init);
    if (answer) return answer;
    if (url.includes('/admin/categories')) return Response.json(categories);
    if (url.endsWith('/admin/products/p1/stock')) return Response.json([]);
    if (url.endsWith('/admin/products/p1')) return Response.json(product);
    return Response.json({ message: 'unexpected' }, { status: 500 });
  };
}

type Overrides = Parameters<typeof api>[0];

function renderNewPage() {
  return renderPage(<NewProductPage />, {
    route: '/admin/products/new',
    user: staff,
    api: api(),
    typingDelay: null,
  });
}

function renderEditPage(overrides?: Overrides) {
  return renderPage(<p>elsewhere</p>, {
    route: '/admin/products/p1',
    user: staff,
    routes: { '/admin/products/:id': <EditProductPage /> },
    typingDelay: null,
    api: api(overrides),
  });
}

/** Answers each PATCH with the product as `saved` makes it from the body, kept in `sent`. */
function onPatch(
  sent: Record<string, unknown>[],
  saved: (body: Record<string, unknown>) => Partial<AdminProduct>,
): Overrides {
  return (_url, init) => {
    if (init.method !== 'PATCH') return undefined;
    const body = JSON.parse(String(init.body));
    sent.push(body);
    return Response.json({ ...product, ...saved(body) });
  };
}

describe('the product form', () => {
  it('shows each problem under its field and sends nothing', async () => {
    const { user, api: calls } = renderNewPage();
    await user.type(screen.getByLabelText('Price (₹)'), '700');
    await user.type(screen.getByLabelText('MRP (₹)'), '500');
    await user.type(screen.getByLabelText(/^Slug/), 'Bad Slug');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '-2');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      'Description is required.',
    );
    // The MRP includes GST: ₹700 + 18% is over ₹500, and the message says by how much.
    expect(screen.getByLabelText('Price (₹)')).toHaveAccessibleDescription(
      'Price with 18% GST (₹826.00) must not be more than the MRP (₹500.00).',
    );
    expect(screen.getByLabelText(/^Slug/)).toHaveAccessibleDescription(
      /Slug may only have lower-case letters/,
    );
    expect(screen.getByLabelText('Stock')).toHaveAccessibleDescription(
      'Stock must not be negative.',
    );
    expect(screen.getByText('Image is required: upload a picture.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(calls!.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends rupees as paise and shows the carbon figures its name gives', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderEditPage(
      onPatch(sent, () => ({ pricePaise: 45_050, updatedAt: '2026-11-02T00:00:00.000Z' })),
    );
    const price = await screen.findByLabelText('Price (₹)');
    expect(price).toHaveValue('499');
    // Decision 069: the record the shop shows, kept unless the merchant changes it.
    expect(screen.getByTestId('carbon-record-current')).toHaveTextContent(/^The shop shows: /);
    await user.clear(price);
    await user.type(price, '450.50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The shop shows the changes now.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ pricePaise: 45_050, updatedAt: product.updatedAt });
    expect(sent[0]).not.toHaveProperty('carbon');
  });

  it('edits the HSN code the tax invoice prints: 4 to 8 digits', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderEditPage(
      onPatch(sent, () => ({ hsnCode: '9405', updatedAt: '2026-11-02T00:00:00.000Z' })),
    );
    const hsn = await screen.findByLabelText('HSN code');
    expect(hsn).toHaveValue('94051900');
    await user.clear(hsn);
    await user.type(hsn, '94O5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('HSN code must be 4 to 8 digits')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(hsn);
    await user.type(hsn, '9405');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The shop shows the changes now.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ hsnCode: '9405' });
  });

  it('sets the GST rate and the unit quantity code from their lists', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderEditPage(
      onPatch(sent, () => ({ gstRate: 5, uqc: 'KGS', updatedAt: '2026-11-02' })),
    );
    const rate = await screen.findByLabelText('GST rate');
    expect(rate).toHaveValue('18');
    expect(screen.getByLabelText('Unit quantity code')).toHaveValue('NOS');
    await user.selectOptions(rate, '5%');
    await user.selectOptions(screen.getByLabelText('Unit quantity code'), 'KGS');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The shop shows the changes now.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ gstRate: 5, uqc: 'KGS' });
  });

  it('shows the Hindi name and description and saves them, optional', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderEditPage(
      onPatch(sent, (body) => ({
        ...body,
        updatedAt: `2026-11-0${sent.length + 1}T00:00:00.000Z`,
      })),
    );
    const nameHi = await screen.findByLabelText('Name (Hindi)');
    const descriptionHi = screen.getByLabelText('Description (Hindi)');
    expect(nameHi).toHaveValue('बांस का लैंप');
    expect(descriptionHi).toHaveValue('');
    await user.type(descriptionHi, 'बांस से बना लैंप।');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The shop shows the changes now.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ nameHi: 'बांस का लैंप', descriptionHi: 'बांस से बना लैंप।' });
    // Shown again from the saved product.
    expect(screen.getByLabelText('Description (Hindi)')).toHaveValue('बांस से बना लैंप।');

    await user.clear(nameHi);
    await user.type(nameHi, 'ल'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(nameHi).toHaveAccessibleDescription(/Name \(Hindi\) must be at most 120 characters/);
    expect(sent).toHaveLength(1);
  });

  it('edits the SKU and the weight, each checked by core, and sends none as null', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderEditPage(
      onPatch(sent, (body) => ({ ...body, updatedAt: '2026-11-02T00:00:00.000Z' })),
    );
    const sku = await screen.findByLabelText('SKU');
    const weight = screen.getByLabelText('Weight (grams)');
    expect(sku).toHaveValue('HRT-LMP-001');
    expect(weight).toHaveValue('650');
    await user.clear(sku);
    await user.type(sku, 'HRT LMP');
    await user.clear(weight);
    await user.type(weight, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(sku).toHaveAccessibleDescription(
      /SKU may only have letters, digits and single dashes, e.g. HRT-SOL-001./,
    );
    expect(weight).toHaveAccessibleDescription(/Weight must be a whole number of grams./);
    expect(sent).toEqual([]);

    await user.clear(sku);
    await user.type(sku, 'hrt-lmp-002');
    await user.clear(weight);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The shop shows the changes now.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ sku: 'HRT-LMP-002', weightGrams: null });
    // The pictures are the Pictures panel's: an edit does not send them.
    expect(sent[0]).not.toHaveProperty('image');
  }, 20_000);

  it('moves a picture with its buttons, saving the order at once and keeping focus', async () => {
    const sent: Record<string, unknown>[] = [];
    let saved = product;
    const { user } = renderEditPage((url, init) => {
      if (init.method === 'PUT' && url.endsWith('/admin/products/p1/images')) {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        saved = {
          ...product,
          image: body.images[0],
          images: body.images,
          updatedAt: `2026-11-0${sent.length + 1}T00:00:00.000Z`,
        };
        return Response.json(saved);
      }
      if (url.endsWith('/admin/products/p1')) return Response.json(saved);
      return undefined;
    });
    // Something typed in the form and not saved stays through a change of pictures.
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Bamboo Lamp, tall');

    const pictures = screen.getByRole('region', { name: 'Pictures' });
    const down = within(pictures).getByRole('button', { name: 'Move picture 1 of 2 down' });
    expect(within(pictures).getByRole('button', { name: 'Move picture 1 of 2 up' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(
      await within(pictures).findByText('Picture moved to place 2 of 2. Saved.'),
    ).toBeInTheDocument();
    expect(sent[0]).toEqual({
      images: ['/images/products/bamboo-wind-chime.svg', '/uploads/products/ab12-800.webp'],
      updatedAt: product.updatedAt,
    });
    // The moved picture is last now: its "up" button has the focus.
    expect(within(pictures).getByRole('button', { name: 'Move picture 2 of 2 up' })).toHaveFocus();
    expect(name).toHaveValue('Bamboo Lamp, tall');

    // A catalogue picture added by its path, sent with the newest version.
    await user.type(
      within(pictures).getByLabelText('Or add a catalogue picture by its path'),
      '/images/products/solar-study-lamp.svg',
    );
    await user.click(within(pictures).getByRole('button', { name: 'Add' }));
    expect(await within(pictures).findByText('Picture 3 of 3')).toBeInTheDocument();
    expect(sent[1]).toEqual({
      images: [
        '/images/products/bamboo-wind-chime.svg',
        '/uploads/products/ab12-800.webp',
        '/images/products/solar-study-lamp.svg',
      ],
      updatedAt: '2026-11-02T00:00:00.000Z',
    });

    await user.type(
      within(pictures).getByLabelText('Or add a catalogue picture by its path'),
      'https://example.com/a.jpg',
    );
    await user.click(within(pictures).getByRole('button', { name: 'Add' }));
    expect(
      within(pictures).getByLabelText('Or add a catalogue picture by its path'),
    ).toHaveAccessibleDescription(/Image must be a picture uploaded here./);
    expect(sent).toHaveLength(2);
  }, 20_000);

  it('says when someone else changed the product, and offers to reload it', async () => {
    const { user } = renderEditPage((_url, init) =>
      init.method === 'PATCH'
        ? Response.json(
            {
              message:
                'This product was changed by someone else since you opened it. Reload it to see their changes.',
            },
            { status: 409 },
          )
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/changed by someone else/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the product' })).toBeInTheDocument();
  });
});

describe('the product form in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('labels its fields and shows its problems in Hindi, core figures kept', async () => {
    await activateLanguage('hi');
    const { user } = renderNewPage();
    await user.type(screen.getByLabelText('कीमत (₹)'), '700');
    await user.type(screen.getByLabelText('MRP (₹)'), '500');
    await user.type(screen.getByLabelText(/^स्लग/), 'Bad Slug');
    await user.clear(screen.getByLabelText('स्टॉक'));
    await user.type(screen.getByLabelText('स्टॉक'), '-2');
    await user.click(screen.getByRole('button', { name: 'उत्पाद बनाएँ' }));

    expect(screen.getByLabelText('नाम')).toHaveAccessibleDescription(/^नाम .*ज़रूरी/);
    expect(screen.getByLabelText('कीमत (₹)')).toHaveAccessibleDescription(
      '18% GST सहित कीमत (₹826.00) MRP (₹500.00) से ज़्यादा नहीं हो सकती।',
    );
    expect(screen.getByLabelText(/^स्लग/)).toHaveAccessibleDescription(
      /छोटे अक्षर \(a–z\), अंक और डैश। .*स्लग में केवल छोटे अक्षर a–z/,
    );
    expect(screen.getByLabelText('स्टॉक')).toHaveAccessibleDescription('स्टॉक ऋणात्मक नहीं हो सकता।');
    expect(screen.getByText('तस्वीर ज़रूरी है: एक तस्वीर अपलोड करें।')).toBeInTheDocument();
    expect(screen.getByTestId('carbon-record-current')).toHaveTextContent(/^दुकान दिखाती है: /);
    expect(screen.queryByText(/Price|Stock|Slug/)).toBeNull();
  });
});
