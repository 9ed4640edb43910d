import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {/* SPEC §9: toasts last 3 s. */}
        <Toaster position="top-center" richColors closeButton duration={3000} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
