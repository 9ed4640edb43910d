import type { Language } from '@harit/core/language';
import type { CartLine } from '@harit/core/types';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage, languageKey } from '../../../lib/language-query';
import { queryRoots } from '../../../lib/query-keys';

/** A user's cart in every language: what a write cancels and reads again. */
export const cartQueryKey = (userId: string | undefined) =>
  [...queryRoots.cart, userId ?? null] as const;

/** A user's cart as read in one language (product names in Hindi with `lang=hi`). */
const cartReadKey = (userId: string | undefined, language: Language) =>
  [...cartQueryKey(userId), ...languageKey(language)] as const;

/** Every cart mutation shares this key (to count them) and one scope (to run them in order). */
export const CART_MUTATION_KEY = [...queryRoots.cart, 'mutation'] as const;
export const CART_SCOPE = { id: 'cart' };

/** Raised on any failed cart write (SPEC §8); the server's own message is the cause. */
export const CART_UPDATE_ERROR = 'Failed to update cart.';

export function getCart(
  userId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<CartLine[]> {
  return apiFetch<CartLine[]>(inLanguage(`/cart/${encodeURIComponent(userId)}`, language), {
    signal,
  });
}

/**
 * SPEC §7 GET /cart/{userId}: the signed-in user's lines, product names in the page's language;
 * idle while signed out. After a language switch the lines read before stay on screen until the
 * new language's arrive (the same user's only), so the cart and its count never blink empty.
 */
export function useCart() {
  const { user } = useAuth();
  const language = useLanguage();
  const userId = user?.id;
  return useQuery({
    queryKey: cartReadKey(userId, language),
    queryFn: ({ signal }) => getCart(userId!, language, signal),
    enabled: Boolean(userId),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === (userId ?? null) ? previous : undefined,
  });
}

/** One write's optimistic change, undone line by line so later writes keep theirs. */
export interface CartRollback {
  key: ReturnType<typeof cartReadKey>;
  productId: string;
  previous: CartLine | undefined;
}

/**
 * Applies `change` to one product's line in the cached cart (undefined removes it) and returns
 * how to undo it. Cancels an in-flight read first so it cannot overwrite the optimistic value.
 */
export async function patchCartLine(
  queryClient: QueryClient,
  userId: string,
  language: Language,
  productId: string,
  change: (line: CartLine | undefined) => CartLine | undefined,
): Promise<CartRollback> {
  const key = cartReadKey(userId, language);
  await queryClient.cancelQueries({ queryKey: cartQueryKey(userId) });
  const lines = queryClient.getQueryData<CartLine[]>(key) ?? [];
  const previous = lines.find((l) => l.productId === productId);
  queryClient.setQueryData<CartLine[]>(key, replaceLine(lines, productId, change(previous)));
  return { key, productId, previous };
}

export function rollbackCartLine(queryClient: QueryClient, rollback: CartRollback | undefined) {
  if (!rollback) return;
  queryClient.setQueryData<CartLine[]>(rollback.key, (lines = []) =>
    replaceLine(lines, rollback.productId, rollback.previous),
  );
}

function replaceLine(
  lines: readonly CartLine[],
  productId: string,
  next: CartLine | undefined,
): CartLine[] {
  const index = lines.findIndex((l) => l.productId === productId);
  if (index === -1) return next ? [...lines, next] : [...lines];
  return next ? lines.with(index, next) : lines.filter((_, i) => i !== index);
}

/** After the last queued cart write settles, read the cart again: the server has the truth. */
export function refreshCartWhenIdle(queryClient: QueryClient, userId: string) {
  // The settling mutation still counts as pending while its onSettled runs.
  if (queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) <= 1) {
    return queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
  }
}

/** POST/DELETE to the cart API; any failure becomes SPEC §8's 'Failed to update cart.'. */
export async function writeCart<T>(
  path: string,
  method: 'POST' | 'DELETE',
  body: unknown,
): Promise<T> {
  try {
    return await apiFetch<T>(path, { method, body });
  } catch (error) {
    throw new Error(CART_UPDATE_ERROR, { cause: error });
  }
}

/** SPEC §8: cart errors are only logged; the server's reason travels as the cause. */
export function logCartError(error: Error) {
  const cause = error.cause instanceof Error ? error.cause.message : error.cause;
  console.error(error.message, cause ?? '');
}

/** What a cart write changes in the cached cart before the server answers. */
export interface CartChange {
  productId: string;
  next: (line: CartLine | undefined) => CartLine | undefined;
}

/**
 * The shape every cart write shares (SPEC §4, §8): one queue, the cached cart changed at once,
 * rolled back and logged on failure, and the cart read again once the queue is idle.
 */
export function useCartWrite<TInput, TResult>({
  write,
  change,
  onError,
}: {
  write: (input: TInput, userId: string | undefined) => Promise<TResult>;
  change: (input: TInput) => CartChange;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  const language = useLanguage();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope: CART_SCOPE,
    mutationFn: (input: TInput) => write(input, userId),
    onMutate: (input) => {
      const { productId, next } = change(input);
      return patchCartLine(queryClient, userId!, language, productId, next);
    },
    onError: (error, _input, rollback) => {
      rollbackCartLine(queryClient, rollback);
      logCartError(error);
      onError?.(error);
    },
    onSettled: () => refreshCartWhenIdle(queryClient, userId!),
  });
}
