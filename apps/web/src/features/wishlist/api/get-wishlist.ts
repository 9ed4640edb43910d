import type { Language } from '@harit/core/language';
import type { WishlistEntry } from '@harit/core/types';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { msg, translate, useLanguage } from '../../../lib/i18n';
import { inLanguage, languageKey } from '../../../lib/language-query';
import { queryRoots } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** The server's wishlist answers (SPEC §7), shown in a toast in the page's language. */
export const WISHLIST_MESSAGES = [msg('Added to wishlist'), msg('Removed from wishlist')] as const;

/** A user's wishlist in every language: what a write cancels and reads again. */
export const wishlistQueryKey = (userId: string | undefined) =>
  [...queryRoots.wishlist, userId ?? null] as const;

/** A user's wishlist as read in one language (product names in Hindi with `lang=hi`). */
const wishlistReadKey = (userId: string | undefined, language: Language) =>
  [...wishlistQueryKey(userId), ...languageKey(language)] as const;

/** Every wishlist mutation shares this key (to count them) and one scope (to run them in order). */
export const WISHLIST_MUTATION_KEY = [...queryRoots.wishlist, 'mutation'] as const;
export const WISHLIST_SCOPE = { id: 'wishlist' };

export function getWishlist(
  userId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<WishlistEntry[]> {
  return apiFetch<WishlistEntry[]>(
    inLanguage(`/wishlist/${encodeURIComponent(userId)}`, language),
    { signal },
  );
}

/**
 * SPEC §7 GET /wishlist/{userId}: newest first, product names in the page's language; idle while
 * signed out. After a language switch the entries read before stay on screen until the new
 * language's arrive (the same user's only).
 */
export function useWishlist() {
  const { user } = useAuth();
  const language = useLanguage();
  const userId = user?.id;
  return useQuery({
    queryKey: wishlistReadKey(userId, language),
    queryFn: ({ signal }) => getWishlist(userId!, language, signal),
    enabled: Boolean(userId),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === (userId ?? null) ? previous : undefined,
  });
}

/** One write's optimistic change to one product, undone alone so later writes keep theirs. */
export interface WishlistRollback {
  key: ReturnType<typeof wishlistReadKey>;
  productId: string;
  previous: WishlistEntry | undefined;
  index: number;
}

/** Replaces (or with undefined removes) one product's entry in the cached wishlist. */
export async function patchWishlistEntry(
  queryClient: QueryClient,
  userId: string,
  language: Language,
  productId: string,
  change: (entry: WishlistEntry | undefined) => WishlistEntry | undefined,
): Promise<WishlistRollback> {
  const key = wishlistReadKey(userId, language);
  await queryClient.cancelQueries({ queryKey: wishlistQueryKey(userId) });
  const entries = queryClient.getQueryData<WishlistEntry[]>(key) ?? [];
  const index = entries.findIndex((e) => e.productId === productId);
  const previous = entries[index];
  queryClient.setQueryData<WishlistEntry[]>(key, placeEntry(entries, productId, change(previous)));
  return { key, productId, previous, index };
}

export function rollbackWishlistEntry(
  queryClient: QueryClient,
  rollback: WishlistRollback | undefined,
) {
  if (!rollback) return;
  queryClient.setQueryData<WishlistEntry[]>(rollback.key, (entries = []) => {
    const others = entries.filter((e) => e.productId !== rollback.productId);
    if (!rollback.previous) return others;
    // Back where it was: the list is newest first.
    const at = Math.min(Math.max(rollback.index, 0), others.length);
    return [...others.slice(0, at), rollback.previous, ...others.slice(at)];
  });
}

/** A new entry goes first (newest first); an existing one keeps its place. */
function placeEntry(
  entries: readonly WishlistEntry[],
  productId: string,
  next: WishlistEntry | undefined,
): WishlistEntry[] {
  const index = entries.findIndex((e) => e.productId === productId);
  if (index === -1) return next ? [next, ...entries] : [...entries];
  return next ? entries.with(index, next) : entries.filter((_, i) => i !== index);
}

/** After the last queued wishlist write settles, read it again: the server has the truth. */
export function refreshWishlistWhenIdle(queryClient: QueryClient, userId: string) {
  // The settling mutation still counts as pending while its onSettled runs.
  if (queryClient.isMutating({ mutationKey: WISHLIST_MUTATION_KEY }) <= 1) {
    return queryClient.invalidateQueries({ queryKey: wishlistQueryKey(userId) });
  }
}

/**
 * The shape every wishlist write shares (SPEC §8, §9): one queue, the cached list changed at
 * once, the server's message in a toast for 3 s, rolled back and logged on failure, and the list
 * read again once the queue is idle.
 */
export function useWishlistWrite<TInput>({
  write,
  change,
  toastErrors = false,
}: {
  write: (input: TInput, userId: string | undefined) => Promise<{ message: string }>;
  change: (input: TInput) => {
    productId: string;
    next: (entry: WishlistEntry | undefined) => WishlistEntry | undefined;
  };
  /** Also tell the shopper when the write fails (the heart does; /wish only logs). */
  toastErrors?: boolean;
}) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  const language = useLanguage();
  return useMutation({
    mutationKey: WISHLIST_MUTATION_KEY,
    scope: WISHLIST_SCOPE,
    mutationFn: (input: TInput) => write(input, userId),
    onMutate: (input) => {
      const { productId, next } = change(input);
      return patchWishlistEntry(queryClient, userId!, language, productId, next);
    },
    onSuccess: (result) => {
      toast.success(translate(result.message), { duration: 3000 });
    },
    onError: (error, _input, rollback) => {
      rollbackWishlistEntry(queryClient, rollback);
      console.error(error.message, error.cause ?? '');
      if (toastErrors) toast.error(translate(error.message), { duration: 3000 });
    },
    onSettled: () => refreshWishlistWhenIdle(queryClient, userId!),
  });
}
