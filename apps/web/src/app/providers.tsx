import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AccountLanguageSync } from '../features/account/language-sync';
import { AuthProvider } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { Toasts } from '../lib/toast';

/** The sticky header's height (its h-16). */
const HEADER_HEIGHT_PX = 64;

/** `client`: the one the page was rendered with (on the server) or hydrated into (main.tsx). */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AccountLanguageSync />
        {children}
        {/* SPEC §9: toasts last 3 s. They sit below the sticky 64 px header, not over its
            search, cart and menus. */}
        <Toasts
          position="top-center"
          offset={{ top: HEADER_HEIGHT_PX + 16 }}
          mobileOffset={{ top: HEADER_HEIGHT_PX + 8 }}
          richColors
          closeButton
          duration={3000}
        />
      </AuthProvider>
    </QueryClientProvider>
  );
}
