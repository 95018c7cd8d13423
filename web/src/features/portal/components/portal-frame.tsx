import type { BorrowerFileView } from '@maplestone/shared/schemas/borrower-file';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Folder } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { LoadingState, RetryAlert } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';
import { useLocalizedPath } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { fileQuery, portalKeys, signOut } from '../api/portal';
import { usePortalSession } from '../api/session';
import { PORTAL_PATHS } from '../paths';
import { usePortalWords } from '../words';
import { LanguageLink } from './language-link';
import { useNoIndex } from './no-index';

/**
 * The frame of every signed-in portal page (issue 38): phone-first, one column; a bar with the file's name, the
 * language switch and Sign out; the borrower's file loaded once for all the pages. Without a session (none yet,
 * or a 401 forgot it) it goes to the sign-in page in the page's language.
 */
export function PortalFrame({
  title,
  children,
}: {
  title: string;
  children: (file: BorrowerFileView) => ReactNode;
}) {
  const w = usePortalWords();
  useTitle(`${title} · ${w.shell.name}`);
  useNoIndex();
  const session = usePortalSession();
  const to = useLocalizedPath();
  const file = useQuery({ ...fileQuery(), enabled: session !== null });
  if (!session) return <Navigate to={to(PORTAL_PATHS.signIn)} replace />;

  return (
    <div className="min-h-[70vh] bg-slate-50 pb-16">
      <PortalBar />
      <div className="mx-auto w-full max-w-3xl px-4 pt-6 sm:px-6">
        {file.isPending ? (
          <LoadingState>{w.shell.loading}</LoadingState>
        ) : file.isError ? (
          file.error instanceof ApiError && file.error.status === 404 ? (
            <p role="alert" className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
              {w.shell.noFile}
            </p>
          ) : (
            <RetryAlert
              title={w.shell.loadFailed}
              retryLabel={w.shell.tryAgain}
              onRetry={() => void file.refetch()}
            />
          )
        ) : (
          children(file.data)
        )}
      </div>
    </div>
  );
}

/** The portal's bar: back to the overview, the other language, Sign out. Big targets for a thumb. */
function PortalBar() {
  const w = usePortalWords();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: portalKeys.all });
      navigate(to(PORTAL_PATHS.signIn), { replace: true });
    },
  });
  return (
    <div className="border-b border-slate-200 bg-white">
      <nav
        aria-label={w.shell.name}
        className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-x-2 px-2 py-1 sm:px-4"
      >
        <Link
          to={PORTAL_PATHS.home}
          className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg px-2 font-display text-sm font-bold text-navy-950 hover:bg-navy-50 sm:text-base"
        >
          <Folder className="size-5 shrink-0 text-maple-600" aria-hidden />
          <span>{w.shell.name}</span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <LanguageLink />
          <Button
            variant="ghost"
            className="min-h-11 px-2 sm:px-3"
            disabled={leave.isPending}
            onClick={() => leave.mutate()}
          >
            {leave.isPending ? w.shell.signingOut : w.shell.signOut}
          </Button>
        </div>
      </nav>
    </div>
  );
}

/** A page's heading block: the page's title, what it is for, and that it is private. */
export function PortalHeading({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="font-display text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">{title}</h1>
      {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
    </div>
  );
}
