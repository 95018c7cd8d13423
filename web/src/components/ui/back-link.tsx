import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from './link';

/** Back to the list a detail page belongs to (the blog, the products...). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-navy-900 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
