import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** A signed-out visit to an account page: say why, and offer Sign In (SPEC §6). */
export function SignedOutPrompt({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>{`${title} · Harit`}</title>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      <EmptyState
        icon={LogIn}
        title={message}
        action={
          <Link
            to="/login"
            className="rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white transition hover:bg-brand-900"
          >
            Sign In
          </Link>
        }
      />
    </div>
  );
}
