import { MoveLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { PORTAL_PATHS } from '../paths';

/**
 * Back to the file's overview, a thumb's target (the portal's own: components/ui's BackLink would be split into a
 * chunk of its own, shared with the public detail pages, which would each load it apart).
 */
export function BackToFile({ children }: { children: ReactNode }) {
  return (
    <Link
      to={PORTAL_PATHS.home}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-navy-900 hover:underline"
    >
      <MoveLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
