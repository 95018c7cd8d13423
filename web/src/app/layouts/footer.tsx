import { brand, telHref } from '@maplestone/shared';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { useQuery } from '@tanstack/react-query';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useMatch } from 'react-router';
import { Link } from '../../components/ui/link';
import { Logo } from '../../components/ui/logo';
import { agentQuery } from '../../features/agents/api/agents';
import { useWords } from '../../lib/i18n';
import { footerColumns } from './nav';

/**
 * Who the copyright line names: on an agent's page the agent (spec), elsewhere the brokerage. Read from the
 * agent page's own query (never fetched from here), so the prerendered footer and the hydrated one agree.
 */
function useCopyrightHolder(): string | undefined {
  const bySlug = useMatch('/agent/:id');
  const byId = useMatch('/agents/:id');
  const frenchBySlug = useMatch('/fr/courtier/:id');
  const frenchById = useMatch('/fr/courtiers/:id');
  const id = (bySlug ?? byId ?? frenchBySlug ?? frenchById)?.params.id;
  const { data: agent } = useQuery({ ...agentQuery(id ?? ''), enabled: false });
  return id ? (agent?.name ?? undefined) : undefined;
}

export function Footer() {
  const holder = useCopyrightHolder();
  const l = useWords('layout', layoutWords);
  return (
    <footer className="bg-navy-950 text-navy-100">
      {/* Its end stays clear of what floats over the page's bottom: the chat button, the language offer. */}
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-[max(6rem,calc(var(--language-offer-inset,0px)_+_1rem))] sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(3,1fr)_1.3fr]">
          <div>
            <Link to="/" className="inline-block rounded-lg">
              <Logo inverted />
              <span className="sr-only"> {l.logoHome}</span>
            </Link>
            <p className="mt-4 max-w-xs text-sm leading-relaxed text-navy-200">{l.footer.tagline}</p>
          </div>
          {footerColumns(l).map((column) => (
            <nav key={column.label} aria-label={l.footer.navLabel(column.label)}>
              <h2 className="text-sm font-semibold tracking-wide text-white">{column.label}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-navy-200 hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white">{l.footer.officeTitle}</h2>
            <ul className="mt-4 space-y-2.5 text-sm text-navy-200">
              <li className="flex gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>{brand.office.singleLine}</span>
              </li>
              <li className="flex gap-2">
                <Phone className="mt-1 size-4 shrink-0" aria-hidden />
                <span className="flex flex-col">
                  {/* Stacked tap targets: each at least 24 px tall (WCAG 2.5.8). */}
                  <a href={telHref(brand.phone)} className="py-0.5 hover:text-white hover:underline">
                    {brand.phone}
                  </a>
                  <a href={telHref(brand.tollFree)} className="py-0.5 hover:text-white hover:underline">
                    {brand.tollFree} <span className="text-navy-300">{l.footer.tollFree}</span>
                  </a>
                </span>
              </li>
              <li className="flex gap-2">
                <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
                <a href={`mailto:${brand.supportEmail}`} className="hover:text-white hover:underline">
                  {brand.supportEmail}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-xs text-navy-300 sm:flex-row sm:items-center sm:justify-between">
          {/* The year is the render's: a page prerendered last December keeps its year until rendered again,
              rather than failing to hydrate on New Year's Day. */}
          <p data-testid="copyright" suppressHydrationWarning>
            {l.footer.copyright(new Date().getFullYear(), holder ?? brand.name)}
          </p>
          <p>
            {brand.legalName} · {l.licence(brand.licenceNumber)}. {l.footer.legal}
          </p>
        </div>
      </div>
    </footer>
  );
}
