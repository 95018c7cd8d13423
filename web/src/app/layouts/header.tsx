import { brand, telHref } from '@maplestone/shared';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { LogIn, Menu, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { Link, NavLink } from '../../components/ui/link';
import { Logo } from '../../components/ui/logo';
import { cn } from '../../lib/cn';
import { useWords } from '../../lib/i18n';
import { useDialogs } from '../dialogs';
import { LanguageSwitch } from './language-switch';
import { MenuDisclosure } from './menu';
import { navGroups, RATES_PATH } from './nav';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

const topLink =
  'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-[15px] font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900 data-[state=open]:bg-slate-100 data-[state=open]:text-navy-900';

export function Header() {
  const { openLogin, preload } = useDialogs();
  const [drawer, setDrawer] = useState<boolean | null>(null);
  const l = useWords('layout', layoutWords);
  const groups = navGroups(l);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="hidden bg-navy-950 text-navy-100 md:block">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-4 text-xs sm:px-6 lg:px-8">
          <p>{l.topBar(l.licence(brand.licenceNumber))}</p>
          <div className="flex items-center gap-4">
            <LanguageSwitch className="font-medium text-white hover:underline" />
            <a
              href={telHref(brand.tollFree)}
              className="inline-flex items-center gap-1.5 font-medium text-white hover:underline"
            >
              <Phone className="size-3.5" aria-hidden />
              {brand.tollFree}
            </a>
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-[72px] lg:px-8">
        <Link to="/" className="shrink-0 rounded-lg">
          <Logo />
          <span className="sr-only"> {l.logoHome}</span>
        </Link>

        <nav aria-label={l.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <MenuDisclosure group={groups[0]!} className={topLink} />
            <li>
              <NavLink
                to={RATES_PATH}
                className={({ isActive }) =>
                  cn(
                    topLink,
                    isActive &&
                      'text-navy-900 underline decoration-maple-500 decoration-2 underline-offset-8',
                  )
                }
              >
                {l.nav.ourRates}
              </NavLink>
            </li>
            {groups.slice(1).map((group) => (
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
              {l.agentLogin}
            </button>
            <Link to="/applications" className={buttonClass('accent', 'sm')}>
              {l.nav.applyNow}
            </Link>
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100 lg:hidden"
            aria-label={l.openMenu}
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
