import { brand, telHref } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { peopleAgentWords } from '@maplestone/shared/i18n/en/people';
import { lacksFrench, shownIn } from '@maplestone/shared/i18n/written';
import {
  BadgeCheck,
  CalendarDays,
  ClipboardCheck,
  CreditCard,
  ExternalLink,
  Globe,
  Home,
  KeyRound,
  Mail,
  Phone,
  RefreshCw,
  ShieldCheck,
  TrendingDown,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from '../../../components/ui/social-icons';
import { EnglishNotice, Written } from '../../../components/ui/written';
import { useLocale, useWords } from '../../../lib/i18n';
import type { AgentPage } from '../api/agents';

const SOCIAL: {
  key: 'facebook' | 'youtube' | 'instagram' | 'linkedin' | 'website';
  /** The network's name; null for the agent's own website (its name is in the catalogue). */
  label: string | null;
  Icon: ComponentType<{ className?: string }>;
}[] = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
  { key: 'website', label: null, Icon: Globe },
];

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The agent's hero: banner, background, headshot and logo, name, contacts, socials and the three actions. */
export function AgentHero({ agent }: { agent: AgentPage }) {
  const agentText = useWords('people', 'agent', peopleAgentWords);
  const common = useWords('common', commonWords);
  const w = agentText.hero;
  const socials = SOCIAL.filter(({ key }) => agent.social_links?.[key]);
  const apply = agent.application_links?.apply;
  const background = agent.custom_background_image;
  return (
    <div className="relative isolate overflow-hidden bg-navy-950" data-testid="agent-hero">
      {background ? (
        <img
          src={background}
          alt=""
          className="absolute inset-0 -z-10 size-full object-cover opacity-35"
          data-testid="agent-background"
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(95,136,189,0.45),transparent_60%)]" />
      {agent.banner_image_url ? (
        <img
          src={agent.banner_image_url}
          alt={w.bannerAlt(agent.name)}
          className="h-36 w-full object-cover sm:h-56"
          data-testid="agent-banner"
        />
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="flex flex-col gap-8 md:flex-row md:items-center">
          <Avatar
            name={agent.name}
            src={agent.headshot_url}
            className="size-32 border-4 border-white/90 shadow-xl sm:size-40"
            textClassName="font-display text-4xl sm:text-5xl"
          />
          <div className="min-w-0 flex-1">
            {agent.agent_logo_url ? (
              <img
                src={agent.agent_logo_url}
                alt={w.logoAlt(agent.name)}
                className="mb-4 h-12 w-auto max-w-[220px] rounded bg-white/95 object-contain p-1.5"
                data-testid="agent-logo"
              />
            ) : null}
            <h1 className="font-display text-4xl font-bold tracking-tight text-white sm:text-5xl">
              {agent.name}
            </h1>
            <p className="mt-2 text-lg font-medium text-maple-200">{agentText.subtitle}</p>
            <ul className="mt-5 flex flex-col gap-2 text-navy-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
              <li>
                <a
                  href={`mailto:${agent.email}`}
                  className="inline-flex items-center gap-2 hover:text-white hover:underline"
                >
                  <Mail className="size-4" aria-hidden />
                  {agent.email}
                </a>
              </li>
              {agent.phone ? (
                <li>
                  <a
                    href={telHref(agent.phone)}
                    className="inline-flex items-center gap-2 hover:text-white hover:underline"
                  >
                    <Phone className="size-4" aria-hidden />
                    {agent.phone}
                  </a>
                </li>
              ) : null}
            </ul>
            {socials.length > 0 ? (
              <ul className="mt-5 flex gap-2" aria-label={w.socialMedia}>
                {socials.map(({ key, label, Icon }) => (
                  <li key={key}>
                    <a
                      href={agent.social_links?.[key] ?? undefined}
                      {...external}
                      aria-label={w.socialLink(agent.name, label ?? w.website)}
                      className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition-colors hover:bg-white/20"
                    >
                      <Icon className="size-[18px]" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {apply ? (
            <a href={apply} {...external} className={buttonClass('accent', 'lg')}>
              {common.applyNow}
              <ExternalLink className="size-4" aria-hidden />
            </a>
          ) : (
            <Link to="/applications" className={buttonClass('accent', 'lg')}>
              {common.applyNow}
            </Link>
          )}
          <a href="#rates" className={buttonClass('light', 'lg')}>
            <TrendingDown className="size-4" aria-hidden />
            {agentText.viewRates}
          </a>
          {agent.calendly_link ? (
            <a
              href={agent.calendly_link}
              {...external}
              className={buttonClass(
                'ghost',
                'lg',
                'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20',
              )}
            >
              <CalendarDays className="size-4" aria-hidden />
              {agentText.bookAppointment}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * About: the bio (in French where there is one on a French page, else the English marked so and the notice above
 * it: issue 37; the catalogue's words for an agent without one) and up to two badges (certifications, awards).
 */
export function AgentAbout({ agent }: { agent: AgentPage }) {
  const badges = [agent.badge_1_url, agent.badge_2_url].filter((b): b is string => Boolean(b));
  const first = agent.name.split(/\s+/)[0] ?? agent.name;
  const w = useWords('people', 'agent', peopleAgentWords).about;
  const bio = shownIn(useLocale(), agent.bio ?? null, agent.fr?.bio);
  const bioClass = 'mt-5 text-lg leading-relaxed whitespace-pre-line text-slate-700';
  return (
    <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:items-start">
      <div>
        <EnglishNotice when={lacksFrench('agent', agent)} className="mb-6" />
        <p className="text-xs font-semibold tracking-[0.18em] text-maple-700 uppercase">{w.eyebrow}</p>
        <h2 id="about-title" className="mt-2 font-display text-3xl font-bold text-navy-950 sm:text-4xl">
          {w.title(first)}
        </h2>
        {bio.value ? (
          <Written as="p" shown={bio} className={bioClass} data-testid="agent-bio" />
        ) : (
          <p className={bioClass} data-testid="agent-bio">
            {w.defaultBio(agent.name, brand.name)}
          </p>
        )}
      </div>
      <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
        {badges.length > 0 ? (
          <ul className="mb-6 flex flex-wrap items-center gap-4" data-testid="agent-badges">
            {badges.map((src, index) => (
              <li key={src}>
                <img
                  src={src}
                  alt={w.badgeAlt(agent.name, index + 1)}
                  className="h-24 w-auto max-w-[160px] object-contain"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="space-y-3 text-[15px] text-slate-700">
          {[w.licensed(brand.name), w.lenders, w.noCost].map((item) => (
            <li key={item} className="flex gap-3">
              <BadgeCheck className="mt-0.5 size-5 shrink-0 text-navy-700" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const SERVICE_ICONS = [Home, RefreshCw, ShieldCheck, CreditCard, ClipboardCheck, KeyRound];

/** The six fixed services. */
export function AgentServices() {
  const agentText = useWords('people', 'agent', peopleAgentWords);
  const text = agentText.services.text;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="agent-services">
      {agentText.services.names.map((name, index) => {
        const Icon = SERVICE_ICONS[index] ?? Home;
        return (
          <li key={name} className="flex gap-4 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold text-navy-950">{name}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{text[index]}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Fixed vs variable, side by side, and why a broker. */
export function FixedVsVariable({ children }: { children?: ReactNode }) {
  const w = useWords('people', 'agent', peopleAgentWords).options;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid gap-4 sm:grid-cols-2">
        {[
          { title: w.fixedTitle, points: w.fixed },
          { title: w.variableTitle, points: w.variable },
        ].map(({ title, points }) => (
          <article key={title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-navy-950">{title}</h3>
            <ul className="mt-3 space-y-2 text-[15px] text-slate-600">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <div className="rounded-2xl bg-navy-900 p-6 text-navy-100 sm:p-8">
        <h3 className="font-display text-2xl font-bold text-white">{w.whyTitle}</h3>
        <p className="mt-3 leading-relaxed">{w.whyText}</p>
        {children}
      </div>
    </div>
  );
}
