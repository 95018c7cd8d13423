import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useNotFound } from '../../../lib/document-meta';
import { useWords } from '../../../lib/i18n';

/** The catch-all: '404', 'Oops! Page not found', 'Return to Home'; the unknown route is logged. */
export default function NotFoundPage() {
  const location = useLocation();
  const l = useWords('layout', layoutWords);
  useNotFound(l.notFound.title);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-display text-8xl font-bold tracking-tight text-navy-900">{l.notFound.code}</p>
      <h1 className="mt-4 text-2xl font-semibold text-navy-950">{l.notFound.title}</h1>
      <p className="mt-3 text-slate-600">{l.notFoundLead}</p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        <Home className="size-4" aria-hidden />
        {l.notFound.link}
      </Link>
    </div>
  );
}
