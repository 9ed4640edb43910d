// The signed-in state against a fake server: the first cart call after
// sign-in carries a token, and a session the server ended signs the person out, tells them and
// sends them to sign in, remembering the page.
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client';
import { AuthProvider, onSessionEnded, useAuth } from './auth';
import { authClient } from './auth-client';
import { createQueryClient } from './query-client';
import { SESSION_ENDED_MESSAGE, SessionEndedRedirect } from './session-ended-redirect';

const { asha, server, fakeFetch } = (() => {
  const asha = { id: 'u1', name: 'Asha Verma', email: 'asha@example.in' };
  /** What the server knows: whether Asha's session exists, and every cart answer it gave. */
  const server = { session: false, cartStatuses: [] as number[] };

  /** An unsigned JWT-shaped token that expires in 15 minutes. */
  const token = () => {
    const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    return `${part({ alg: 'EdDSA' })}.${part({ sub: asha.id, exp: Date.now() / 1000 + 900 })}.sig`;
  };

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    const json = (body: unknown, status = 200) => Response.json(body, { status });
    switch (url.pathname) {
      case '/api/auth/get-session':
        return json(server.session ? { user: asha, session: { id: 's1', userId: asha.id } } : null);
      case '/api/auth/sign-in/email':
        server.session = true;
        return json({ user: asha, token: 'session-token', redirect: false });
      case '/api/auth/sign-out':
        server.session = false;
        return json({ success: true });
      case '/api/auth/token':
        return server.session ? json({ token: token() }) : json({ message: 'Unauthorized' }, 401);
    }
    if (url.pathname.startsWith('/api/cart')) {
      const ok = server.session && headers.get('Authorization')?.startsWith('Bearer ');
      server.cartStatuses.push(ok ? 200 : 401);
      return ok ? json([]) : json({ message: 'Sign in again' }, 401);
    }
    return json({ message: 'Not found' }, 404);
  };
  return { asha, server, fakeFetch };
})();

function CartProbe() {
  const { user, signOut } = useAuth();
  const cart = useQuery({
    queryKey: ['cart', user?.id],
    queryFn: () => apiFetch<unknown[]>(`/cart/${user?.id}`),
    enabled: Boolean(user),
  });
  return (
    <>
      <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>
      {cart.isSuccess && <p>Cart loaded</p>}
      <button
        type="button"
        onClick={() => apiFetch('/cart/add', { method: 'POST', body: {} }).catch(() => {})}
      >
        Add to Cart
      </button>
      <button type="button" onClick={() => signOut().catch(() => {})}>
        Logout
      </button>
    </>
  );
}

function renderApp(route: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SessionEndedRedirect />
            <CartProbe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return {
    router,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

beforeEach(() => {
  server.cartStatuses = [];
  vi.stubGlobal('fetch', fakeFetch);
});

describe('signed-in state', () => {
  it('sends the first cart call after sign-in with a token: no 401 first', async () => {
    server.session = false;
    renderApp('/');
    await screen.findByText('Signed out');
    await act(async () => {
      await authClient.signIn.email({ email: asha.email, password: 'correct-horse-7' });
    });
    await screen.findByText('Cart loaded');
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();
    expect(server.cartStatuses).toEqual([200]);
  });

  it('a session the server ended: signed out, told, and sent to sign in remembering the page', async () => {
    server.session = true;
    const app = renderApp('/shop?category=bamboo');
    await screen.findByText('Cart loaded');
    // Signed out on another device: the server refuses this session's tokens from now on.
    server.session = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    await waitFor(() =>
      expect(app.location()).toBe(
        `/login?redirectTo=${encodeURIComponent('/shop?category=bamboo')}`,
      ),
    );
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('signing out on purpose is not "session ended": calls refused meanwhile send nobody to sign in', async () => {
    const app = renderApp('/shop');
    await act(async () => {
      await authClient.signIn.email({ email: asha.email, password: 'correct-horse-7' });
    });
    await screen.findByText('Cart loaded');
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // A call that was on its way as the session ended comes back 401.
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    await waitFor(() => expect(server.cartStatuses).toContain(401));
    expect(ended).not.toHaveBeenCalled();
    expect(app.location()).toBe('/shop');
    stopListening();
  });
});
