import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { siteAppWords } from '@maplestone/shared/i18n/en/site';
import { Bell, Calculator, FileUp, LineChart, MessageCircle, Smartphone } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { PageIntro, Section } from '../../../components/ui/section';
import { AppleIcon, GooglePlayIcon } from '../../../components/ui/social-icons';
import { useWords } from '../../../lib/i18n';

type FeatureKey = keyof typeof siteAppWords.features;

/** The features in the page's order, each with its icon (their words are in siteAppWords). */
const FEATURES: { key: FeatureKey; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'rates', Icon: LineChart },
  { key: 'calculators', Icon: Calculator },
  { key: 'documents', Icon: FileUp },
  { key: 'renewal', Icon: Bell },
  { key: 'chat', Icon: MessageCircle },
];

const storeButton =
  'inline-flex h-14 min-w-52 items-center gap-3 rounded-xl bg-navy-950 px-5 text-left text-white ring-1 ring-white/20 transition-colors hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** /app: Download Our Mobile App (iOS and Android buttons). */
export default function AppPage() {
  const layout = useWords('layout', layoutWords);
  const w = useWords('site', 'app', siteAppWords);
  return (
    <>
      <PageIntro eyebrow={layout.nav.resources} title={w.title} lead={w.lead} />
      <Section className="bg-slate-50">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 className="font-display text-3xl font-bold text-navy-950">{w.featuresTitle}</h2>
            <ul className="mt-8 space-y-5">
              {FEATURES.map(({ key, Icon }) => (
                <li key={key} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-800 text-white">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-semibold text-navy-950">{w.features[key].title}</span>
                    <span className="block text-[15px] text-slate-600">{w.features[key].body}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row" data-testid="store-buttons">
              <StoreButton icon={<AppleIcon className="size-7" />} store="App Store" words={w.appStore} />
              <StoreButton
                icon={<GooglePlayIcon className="size-6" />}
                store="Google Play"
                words={w.googlePlay}
              />
            </div>
            <p className="mt-3 text-sm text-slate-600">{w.free}</p>
          </div>
          <div className="flex justify-center" aria-hidden>
            <div className="relative h-[460px] w-[230px] rounded-[2.5rem] bg-navy-950 p-3 shadow-2xl ring-1 ring-navy-800">
              <div className="flex h-full flex-col overflow-hidden rounded-[2rem] bg-gradient-to-b from-navy-800 to-navy-950 p-5 text-white">
                <Smartphone className="size-6 text-maple-200" />
                <p className="mt-6 text-xs tracking-widest text-navy-200 uppercase">{w.screenTitle}</p>
                <div className="mt-2 h-9 w-28 rounded-lg bg-white/25" />
                <div className="mt-6 space-y-3">
                  {['a', 'b', 'c'].map((card) => (
                    <div key={card} className="h-16 rounded-xl bg-white/10" />
                  ))}
                </div>
                <div className="mt-auto h-10 rounded-xl bg-maple-600" />
              </div>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}

/** A store's download button: its logo, 'Download on the' (or the like) over its name, and for whom it is. */
function StoreButton({
  icon,
  store,
  words,
}: {
  icon: ReactNode;
  store: string;
  words: { prefix: string; devices: string };
}) {
  return (
    <button type="button" className={storeButton}>
      {icon}
      <span className="leading-tight">
        <span className="block text-[11px] text-navy-200">{words.prefix}</span>
        <span className="block text-lg font-semibold">{store}</span>
        <span className="sr-only">{words.devices}</span>
      </span>
    </button>
  );
}
