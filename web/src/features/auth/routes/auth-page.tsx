import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LeafMark } from '../../../components/ui/logo';
import { useWords } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { LoginForm } from '../components/login-form';

/** /auth: the sign-in page (where guarded areas send signed-out visitors). */
export default function AuthPage() {
  const w = useWords('site', 'auth', siteAuthWords);
  useTitle(w.signIn);
  const [params] = useSearchParams();
  return (
    <div className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <LeafMark className="size-11" />
        <h1 className="mt-5 font-display text-3xl font-bold text-navy-950">{w.title}</h1>
        <p className="mt-1 text-slate-600">{w.subtitle}</p>
        <div className="mt-6">
          <LoginForm next={params.get('next')} />
        </div>
        <p className="mt-6 flex items-center gap-2 text-xs text-slate-500">
          <ShieldCheck className="size-4 text-emerald-700" aria-hidden />
          {w.secure}
        </p>
      </div>
    </div>
  );
}
