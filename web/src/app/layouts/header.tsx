import { brand, messages, telHref } from '@maplestone/shared';
import { LogIn, Menu, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { cn } from '../../lib/cn';
import { useDialogs } from '../dialogs';
import { MenuDisclosure } from './menu';
import { NAV_GROUPS, RATES_LINK } from './nav';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

const topLink =
  'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-[15px] font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900 data-[state=open]:bg-slate-100 data-[state=open]:text-navy-900';

export function Header() {
  const { openLogin, preload } = useDialogs();
  const [drawer, setDrawer] = useState<boolean | null>(null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="hidden bg-navy-950 text-navy-100 md:block">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-4 text-xs sm:px-6 lg:px-8">
          <p>Licensed mortgage brokerage · {brand.licence} · Serving all 13 provinces and territories</p>
          <a
            href={telHref(brand.tollFree)}
            className="inline-flex items-center gap-1.5 font-medium text-white hover:underline"
          >
            <Phone className="size-3.5" aria-hidden />
            {brand.tollFree}
          </a>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-[72px] lg:px-8">
        <Link to="/" className="shrink-0 rounded-lg">
          <Logo />
          <span className="sr-only"> home</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <MenuDisclosure group={NAV_GROUPS[0]!} className={topLink} />
            <li>
              <NavLink
                to={RATES_LINK.to}
                className={({ isActive }) =>
                  cn(
                    topLink,
                    isActive &&
                      'text-navy-900 underline decoration-maple-500 decoration-2 underline-offset-8',
                  )
                }
              >
                {RATES_LINK.label}
              </NavLink>
            </li>
            {NAV_GROUPS.slice(1).map((group) => (
              <MenuDisclosure key={group.label} group={group} className={topLink} />
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 sm:flex">
            <button
              type="button"
              onClick={openLogin}
              onPointerEnter={() => preload('login')}
              onFocus={() => preload('login')}
              className={buttonClass('ghost', 'sm')}
            >
              <LogIn className="size-4" aria-hidden />
              {messages.auth.agentLogin}
            </button>
            <Link to="/applications" className={buttonClass('accent', 'sm')}>
              {messages.nav.applyNow}
            </Link>
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100 lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawer === true}
            onClick={() => setDrawer(true)}
            // The drawer's code loads at the first sign of intent, not with the page (no cost on every visit).
            onPointerEnter={() => void loadDrawer()}
            onPointerDown={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
          >
            <Menu className="size-6" aria-hidden />
          </button>
        </div>
      </div>
      {drawer !== null ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawer} onOpenChange={setDrawer} onLogin={openLogin} />
        </Suspense>
      ) : null}
    </header>
  );
}
