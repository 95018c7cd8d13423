import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

export type QuoteKind = 'purchase' | 'renewal';
/** Values a caller may pre-fill in the quote dialog (e.g. the rate of the card clicked). */
export interface QuotePreset {
  mortgageRate?: number;
}

interface Dialogs {
  openQuote: (kind: QuoteKind, preset?: QuotePreset) => void;
  openLogin: () => void;
  /** Starts downloading a dialog's code (on hover or focus of the button that opens it). */
  preload: (dialog: 'quote' | 'login') => void;
}

const loadQuote = () => import('../features/quote/components/quote-dialog');
const loadLogin = () => import('../features/auth/components/login-dialog');
const QuoteDialog = lazy(loadQuote);
const LoginDialog = lazy(loadLogin);

const DialogsContext = createContext<Dialogs | null>(null);

/**
 * The site-wide dialogs (quote, agent login). Their code loads on first use, so the home page's
 * initial JavaScript carries neither the form library nor Amplify.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [quote, setQuote] = useState<{
    kind: QuoteKind;
    open: boolean;
    preset?: QuotePreset;
    serial: number;
  } | null>(null);
  const [loginOpen, setLoginOpen] = useState<boolean | null>(null);

  const openQuote = useCallback(
    (kind: QuoteKind, preset?: QuotePreset) =>
      setQuote((current) => ({ kind, open: true, preset, serial: (current?.serial ?? 0) + 1 })),
    [],
  );
  const openLogin = useCallback(() => setLoginOpen(true), []);
  const preload = useCallback((dialog: 'quote' | 'login') => {
    void (dialog === 'quote' ? loadQuote() : loadLogin());
  }, []);
  const value = useMemo(() => ({ openQuote, openLogin, preload }), [openQuote, openLogin, preload]);

  return (
    <DialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {quote ? (
          <QuoteDialog
            key={`${quote.kind}-${quote.preset ? quote.serial : 'form'}`}
            kind={quote.kind}
            preset={quote.preset}
            open={quote.open}
            onOpenChange={(open) => setQuote((current) => (current ? { ...current, open } : current))}
          />
        ) : null}
        {loginOpen !== null ? <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} /> : null}
      </Suspense>
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs must be used inside <DialogsProvider>');
  return dialogs;
}
