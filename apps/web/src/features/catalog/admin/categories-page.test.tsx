import type { AdminCategory } from '@harit/core/catalog-admin';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testUser } from '../../../test/render';
import { CategoriesPage } from './categories-page';

const staff = { ...testUser, role: 'staff' as const };
const category = (id: string, name: string, productCount = 0): AdminCategory => ({
  id,
  name,
  nameHi: '',
  slug: name.toLowerCase(),
  image: `/images/categories/${name.toLowerCase()}.svg`,
  position: 0,
  productCount,
});

describe('the categories page', () => {
  it('moves a category down with its button and says so', async () => {
    let list = [category('a', 'Solar', 3), category('b', 'Kitchen'), category('c', 'Organic')];
    const sent: unknown[] = [];
    const { user } = renderPage(<CategoriesPage />, {
      user: staff,
      api: (url, init) => {
        if (url.endsWith('/admin/categories/order') && init.method === 'PUT') {
          const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
          sent.push(ids);
          list = ids.map((id) => list.find((c) => c.id === id)!);
          return Response.json(list);
        }
        return Response.json(list);
      },
    });
    const first = await screen.findByRole('button', { name: 'Move up Solar' });
    expect(first).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Solar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move down Solar' }));
    expect(sent).toEqual([['b', 'a', 'c']]);
    expect(
      await screen.findByText('Solar moved down to place 2.', { selector: '[role=status] *' }),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Kitchen', 'Solar', 'Organic']);
  });

  it('shows the problem with a new name under the field', async () => {
    const { user, api } = renderPage(<CategoriesPage />, {
      user: staff,
      api: () => Response.json([category('a', 'Solar')]),
    });
    await screen.findByRole('heading', { name: 'Solar' });
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(screen.getByLabelText('New category')).toHaveAccessibleDescription('Name is required.');
    expect(api!.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('renames a category with its Hindi name, which the row then shows', async () => {
    let list = [category('a', 'Solar')];
    const sent: unknown[] = [];
    const { user } = renderPage(<CategoriesPage />, {
      user: staff,
      typingDelay: null,
      api: (url, init) => {
        if (url.endsWith('/admin/categories/a') && init.method === 'PATCH') {
          const body = JSON.parse(String(init.body));
          sent.push(body);
          list = [{ ...list[0]!, ...body }];
          return Response.json(list[0]);
        }
        return Response.json(list);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Solar' }));
    await user.type(screen.getByLabelText('Name in Hindi for Solar (optional)'), 'सोलर');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ name: 'Solar', nameHi: 'सोलर' }]);
    expect(await screen.findByText('सोलर')).toHaveAttribute('lang', 'hi');
  });
});
