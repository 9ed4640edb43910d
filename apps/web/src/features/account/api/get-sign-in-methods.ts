import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';
import { listSignInMethods } from './identity';

/** Better Auth's list of the user's linked accounts ('credential' is a password). */
export const signInMethodsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryRoots.account, 'sign-in-methods', userId],
    queryFn: listSignInMethods,
  });
