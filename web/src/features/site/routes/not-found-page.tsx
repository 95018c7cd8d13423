import { messages } from '@maplestone/shared';
import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useNotFound } from '../../../lib/document-meta';

/** The catch-all: '404', 'Oops! Page not found', 'Return to Home'; the unknown route is logged. */
export default function NotFoundPage() {
  const location = useLocation();
  useNotFound(messages.notFound.title);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-display text-8xl font-bold tracking-tight text-navy-900">{messages.notFound.code}</p>
      <h1 className="mt-4 text-2xl font-semibold text-navy-950">{messages.notFound.title}</h1>
      <p className="mt-3 text-slate-600">The page you're looking for doesn't exist or has moved.</p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        <Home className="size-4" aria-hidden />
        {messages.notFound.link}
      </Link>
    </div>
  );
}
