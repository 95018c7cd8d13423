import { brand, telHref } from '@maplestone/shared';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { ChevronDown, LogIn, Phone, X } from 'lucide-react';
import { Accordion, Dialog } from 'radix-ui';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Logo } from '../../components/ui/logo';
import { useWords } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';
import { navGroups, RATES_PATH } from './nav';

/** Below 1024 px: a side drawer with the header's groups as an accordion (loaded on first use). */
export default function MobileDrawer({
  open,
  onOpenChange,
  onLogin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogin: () => void;
}) {
  const close = () => onOpenChange(false);
  const l = useWords('layout', layoutWords);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-overlay-in bg-navy-950/60 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] animate-drawer-in flex-col bg-white shadow-2xl lg:hidden">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title asChild>
              <span>
                <span className="sr-only">{l.menu}</span>
                <Logo />
              </span>
            </Dialog.Title>
            <Dialog.Description className="sr-only">{l.siteNavigation}</Dialog.Description>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
              aria-label={l.closeMenu}
            >
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label={l.mobileNav} className="flex-1 overflow-y-auto px-2 py-3">
            <Accordion.Root type="multiple" className="space-y-1">
              {navGroups(l).map((group) => (
                <Accordion.Item key={group.label} value={group.label}>
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-semibold text-navy-950 hover:bg-slate-50">
                      {group.label}
                      <ChevronDown
                        className="size-5 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content>
                    <ul className="mb-2 ml-3 border-l-2 border-navy-100 pl-2">
                      {group.links.map((link) => (
                        <li key={link.to}>
                          <Link
                            to={link.to}
                            onClick={close}
                            className="block rounded-lg px-3 py-2.5 text-[15px] text-slate-700 hover:bg-navy-50 hover:text-navy-900"
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
            <Link
              to={RATES_PATH}
              onClick={close}
              className="mt-1 block rounded-lg px-3 py-3 text-base font-semibold text-navy-950 hover:bg-slate-50"
            >
              {l.nav.ourRates}
            </Link>
          </nav>
          <div className="space-y-2 border-t border-slate-200 p-4">
            <Link to="/applications" onClick={close} className={buttonClass('accent', 'md', 'w-full')}>
              {l.nav.applyNow}
            </Link>
            <button
              type="button"
              onClick={() => {
                close();
                onLogin();
              }}
              className={buttonClass('outline', 'md', 'w-full')}
            >
              <LogIn className="size-4" aria-hidden />
              {l.agentLogin}
            </button>
            <a
              href={telHref(brand.tollFree)}
              className="flex items-center justify-center gap-2 pt-1 text-sm font-medium text-navy-800"
            >
              <Phone className="size-4" aria-hidden />
              {brand.tollFree}
            </a>
            <LanguageSwitch className="justify-center pt-1 text-sm font-medium text-navy-800" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
