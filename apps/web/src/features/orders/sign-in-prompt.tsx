import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';

/** SPEC §6: signed-out visitors see a prompt instead of someone's orders. */
export function SignInPrompt({ title }: { title: string }) {
  return (
    <EmptyState
      icon={LogIn}
      title={title}
      action={
        <Link
          to="/login"
          className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Sign In
        </Link>
      }
    />
  );
}
