import { BORROWER_TOKEN, type BorrowerSession } from '@maplestone/shared/schemas/borrower-file';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LeafMark } from '../../../components/ui/logo';
import { LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';
import { useLocalizedPath } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { portalKeys, renewLink, signInWithLink } from '../api/portal';
import { storeSession, takeSessionEnd, usePortalSession } from '../api/session';
import { CodeSignIn } from '../components/code-sign-in';
import { LanguageLink } from '../components/language-link';
import { useNoIndex } from '../components/no-index';
import { PORTAL_PATHS } from '../paths';
import { usePortalWords } from '../words';

/** What a link's sign-in came to: under way, signed in, or why not. */
type LinkOutcome = 'checking' | 'signed-in' | 'used' | 'expired' | 'unknown' | 'rate-limited' | 'failed';

/** The token of the e-mail's link, from the fragment '#t=…' (never sent to a server: ADR 118). */
function linkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return token === null ? null : token;
}

function outcomeOf(error: unknown): LinkOutcome {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 410) return error.code === 'link_used' ? 'used' : 'expired';
  if (error.status === 404 || error.status === 400) return 'unknown';
  if (error.status === 429) return 'rate-limited';
  return 'failed';
}

/**
 * /portal/sign-in, /fr/portail/connexion (issue 38, ADR 118): the e-mail's link signs the borrower in (its token
 * read from the fragment, which is then taken off the address), or says it was used or has expired and offers a
 * new one and the code sign-in; without a link, the code sign-in.
 */
export default function SignInPage() {
  const w = usePortalWords();
  const s = w.signIn;
  useTitle(s.title);
  useNoIndex();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const queryClient = useQueryClient();
  const session = usePortalSession();
  const [token] = useState(() => linkToken(hash));
  const [ended] = useState(() => takeSessionEnd());
  const [outcome, setOutcome] = useState<LinkOutcome | null>(() =>
    token === null ? null : BORROWER_TOKEN.test(token) ? 'checking' : 'unknown',
  );
  const [showCode, setShowCode] = useState(token === null);

  function signedIn(next: BorrowerSession) {
    queryClient.removeQueries({ queryKey: portalKeys.all });
    storeSession(next);
    navigate(to(PORTAL_PATHS.home), { replace: true });
  }

  // The link's token leaves the address bar (and the history) at once: a reload or a shared screen shows none.
  useEffect(() => {
    if (hash) navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is tried once, when the page opens
  useEffect(() => {
    if (token === null || !BORROWER_TOKEN.test(token)) return;
    let current = true;
    signInWithLink(token).then(
      (next) => {
        if (!current) return;
        setOutcome('signed-in');
        signedIn(next);
      },
      (error: unknown) => {
        if (current) setOutcome(outcomeOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (session && token === null) return <Navigate to={to(PORTAL_PATHS.home)} replace />;

  return (
    <div className="min-h-[70vh] bg-slate-50 px-4 py-8 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="mb-2 flex justify-end">
          <LanguageLink />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <LeafMark className="size-11" />
          <h1 className="mt-5 font-display text-2xl font-bold text-navy-950 sm:text-3xl">{s.title}</h1>
          <p className="mt-1 text-slate-600">{s.lead}</p>
          {ended ? (
            <p role="status" className="mt-4 rounded-xl bg-navy-50 p-4 text-sm text-navy-900">
              {ended === 'ended' ? w.shell.sessionEnded : w.shell.signedOut}
            </p>
          ) : null}
          <div className="mt-6 space-y-6">
            {outcome === 'checking' || outcome === 'signed-in' ? (
              <LoadingState className="py-8">{s.checkingLink}</LoadingState>
            ) : outcome !== null && token !== null ? (
              <LinkRefused
                outcome={outcome}
                token={token}
                onUseCode={() => setShowCode(true)}
                codeShown={showCode}
              />
            ) : null}
            {showCode ? <CodeSignIn onSignedIn={signedIn} focusOnShow={token !== null} /> : null}
          </div>
          <p className="mt-6 flex items-center gap-2 text-xs text-slate-500">
            <ShieldCheck className="size-4 shrink-0 text-emerald-700" aria-hidden />
            {s.secure}
          </p>
        </div>
      </div>
    </div>
  );
}

/** A link that did not sign in: why, a new link (sent to the invitation's address) and the code sign-in. */
function LinkRefused({
  outcome,
  token,
  onUseCode,
  codeShown,
}: {
  outcome: Exclude<LinkOutcome, 'checking' | 'signed-in'>;
  token: string;
  onUseCode: () => void;
  codeShown: boolean;
}) {
  const s = usePortalWords().signIn;
  const renew = useMutation({ mutationFn: () => renewLink(token) });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  const message =
    outcome === 'used'
      ? s.linkUsed
      : outcome === 'expired'
        ? s.linkExpired
        : outcome === 'unknown'
          ? s.linkUnknown
          : { title: outcome === 'rate-limited' ? s.rateLimited : s.failed, text: '' };
  const renewable = outcome === 'used' || outcome === 'expired';
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-4 focus:outline-none"
    >
      <div>
        <p className="font-semibold text-navy-950">{message.title}</p>
        {message.text ? <p className="mt-1 text-sm text-slate-700">{message.text}</p> : null}
      </div>
      <div className="flex flex-col gap-2">
        {renewable && !renew.isSuccess ? (
          <Button size="lg" className="w-full" disabled={renew.isPending} onClick={() => renew.mutate()}>
            <Mail className="size-4" aria-hidden />
            {renew.isPending ? s.sendingNewLink : s.sendNewLink}
          </Button>
        ) : null}
        {codeShown ? null : (
          <Button variant="outline" size="lg" className="w-full" onClick={onUseCode}>
            {s.useCode}
          </Button>
        )}
      </div>
      {renew.isSuccess ? (
        <p role="status" className="text-sm text-slate-800">
          {s.newLinkSent}
        </p>
      ) : renew.isError ? (
        <p role="alert" className="text-sm font-medium text-maple-700">
          {renew.error instanceof ApiError && renew.error.status === 429 ? s.rateLimited : s.failed}
        </p>
      ) : null}
    </div>
  );
}
