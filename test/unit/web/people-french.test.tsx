// @vitest-environment jsdom
import { CONSENT_TEXTS } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import {
  peopleAgentWords,
  peopleApplicationWords,
  peopleContactWords,
  peopleFindBrokerWords,
} from '@maplestone/shared/i18n/en/people';
import { french } from '@maplestone/shared/i18n/fr/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '../../../web/src/app/dialogs';
import AgentRoute from '../../../web/src/app/routes/agent';
import ApplicationsRoute from '../../../web/src/app/routes/applications';
import ContactRoute from '../../../web/src/app/routes/contact';
import { useAgentPageMeta } from '../../../web/src/features/agents/page-meta';
import FindBrokerPage from '../../../web/src/features/agents/routes/find-broker-page';
import { ApplicationsList } from '../../../web/src/features/leads/components/applications-list';
import { plain } from '../../support/french';
import { stubBrowser } from './support/browser';
import { toast } from './support/fake-api';
import { SARAH } from './support/public-api';
import { renderScreen } from './support/render';

// Issue 20, ADR 085: the brokers', contact and application pages at their French paths read in French (the
// spec's words from the French messages, ours from fr/people.ts), their links stay French, the values sent
// stay the stored ones; the same pages at their English paths keep their English.

const fp = french.people;

const BROKER = {
  id: SARAH.id,
  name: SARAH.name,
  email: SARAH.email,
  phone: SARAH.phone,
  bio: SARAH.bio,
  profile_slug: SARAH.profile_slug,
  agent_logo_url: null,
  headshot_url: null,
  contact_details: { address: '181 Bay Street, Toronto' },
};

const TESTIMONIAL = {
  id: 'testimonial-1',
  client_name: 'Marie Tremblay',
  content: 'Sarah found us a better rate than our bank.',
  rating: 5,
};

/** Sarah's bio and meta tags in French (issue 37). */
const SARAH_FR = {
  bio: 'Sarah aide les premiers acheteurs de la région de Toronto.',
  seo_settings: {
    meta_title: 'Sarah Chen, courtière hypothécaire à Toronto',
    meta_description: 'Spécialiste des premiers acheteurs à Toronto.',
  },
};

/**
 * The public API as the pages read it: Sarah (with one testimonial; with `fr`, her French), her in the list;
 * POST /api/leads kept.
 */
function serveApi(fr: typeof SARAH_FR | null = null) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://site.test').pathname;
    if (path === '/api/leads' && init.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return Response.json({ id: 'lead-1' }, { status: 201 });
    }
    if (path === '/api/agents/sarahchen' || path === `/api/agents/${SARAH.id}`)
      return Response.json({ ...SARAH, seo_settings: null, fr, testimonials: [TESTIMONIAL] });
    if (path === '/api/agents')
      return Response.json([BROKER, { ...BROKER, id: 'agent-marc', name: 'Marc', fr }]);
    if (path === '/api/events') return Response.json({ ok: true });
    if (/^\/api\/(rates|lenders|testimonials)$/.test(path)) return Response.json([]);
    if (path === '/api/rates/best') return Response.json(null);
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  return posted;
}

vi.mock('../../../web/src/lib/toast', async () => (await import('./support/fake-api')).fakeToastModule());

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('scrollTo', () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('find a broker in French', () => {
  it('/fr/trouver-un-courtier: French title, points and cards, the profile link to the French page', async () => {
    serveApi();
    renderScreen(<FindBrokerPage />, '/fr/trouver-un-courtier');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trouvez votre courtier hypothécaire' }),
    ).toBeTruthy();
    expect(screen.getByText(fp.findBroker.points[0])).toBeTruthy();
    const [card] = await screen.findAllByTestId('broker-card');
    expect(within(card!).getByText('Courtier hypothécaire')).toBeTruthy();
    const profile = within(card!).getByRole('link', { name: 'Voir le profil\u00a0: Sarah Chen' });
    expect(profile.getAttribute('href')).toBe('/fr/courtiers/sarahchen');
    expect(screen.queryByText(peopleFindBrokerWords.points[0])).toBeNull();
  });

  it('shows a French bio as it is, an English one marked lang="en" with the notice once (issue 37)', async () => {
    serveApi(SARAH_FR);
    renderScreen(<FindBrokerPage />, '/fr/trouver-un-courtier');
    const [english, frenchBio] = await screen.findAllByTestId('broker-bio');
    expect(english!.textContent).toBe(SARAH.bio);
    expect(english!.getAttribute('lang')).toBe('en');
    expect(frenchBio!.textContent).toBe(SARAH_FR.bio);
    expect(frenchBio!.getAttribute('lang')).toBeNull();
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      french.common.someInEnglish,
    ]);
  });

  it('/find-broker keeps its English', async () => {
    serveApi();
    renderScreen(<FindBrokerPage />, '/find-broker');
    expect(screen.getByRole('heading', { level: 1, name: peopleFindBrokerWords.findTitle })).toBeTruthy();
    expect(screen.getByText(peopleFindBrokerWords.points[0])).toBeTruthy();
    const [card] = await screen.findAllByTestId('broker-card');
    const profile = within(card!).getByRole('link', { name: 'View Profile: Sarah Chen' });
    expect(profile.getAttribute('href')).toBe('/agents/sarahchen');
    expect(within(card!).getByTestId('broker-bio').getAttribute('lang')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('contact in French', () => {
  it("/fr/nous-joindre: 'Nous joindre', French labels, phone types and the French consent wording", async () => {
    serveApi();
    renderScreen(<ContactRoute />, '/fr/nous-joindre');
    expect(screen.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeTruthy();
    // The office's hours (brand.office.hours) in French words.
    expect(screen.getByText(plain('Du lundi au vendredi, de 9\u00a0h à 18\u00a0h (HE)'))).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Envoyez-nous un message' });
    expect(within(form).getByLabelText('Prénom')).toBeTruthy();
    expect(within(form).getByLabelText(/^Code postal/)).toBeTruthy();
    const phoneType = within(form).getByLabelText('Type de téléphone') as HTMLSelectElement;
    expect([...phoneType.options].map((o) => [o.value, o.textContent])).toEqual([
      ['Mobile', 'Cellulaire'],
      ['Work', 'Travail'],
      ['Residential', 'Résidence'],
    ]);
    expect(within(form).getByLabelText(CONSENT_TEXTS['contact-2026-11-fr'])).toBeTruthy();
    expect(within(form).queryByText(CONSENT_TEXTS['contact-2025-01'])).toBeNull();
    expect(within(form).getByRole('button', { name: 'Envoyer' })).toBeTruthy();
    // The broker list's profile link reaches the French page.
    const ours = await screen.findByTestId('our-brokers');
    const link = await within(ours).findByRole('link', { name: 'Voir le profil\u00a0: Sarah Chen' });
    expect(link.getAttribute('href')).toBe('/fr/courtier/sarahchen');
  });

  it('says in French that consent is missing, then sends the stored phone type and the French language', async () => {
    const posted = serveApi();
    const user = userEvent.setup();
    renderScreen(<ContactRoute />, '/fr/nous-joindre');
    const form = await screen.findByRole('form', { name: 'Envoyez-nous un message' });
    await user.type(within(form).getByLabelText('Prénom'), 'Marie');
    await user.type(within(form).getByLabelText('Nom de famille'), 'Tremblay');
    await user.type(within(form).getByLabelText('Adresse courriel'), 'marie@example.com');
    await user.type(within(form).getByLabelText('Téléphone'), '514-555-0199');
    await user.selectOptions(within(form).getByLabelText('Type de téléphone'), 'Travail');
    await user.type(within(form).getByLabelText('Commentaires'), 'Renouvellement en mars.');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await within(form).findByText(french.common.consentMissing)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(french.common.consentMissing);
    expect(posted).toEqual([]);

    await user.click(within(form).getByLabelText(CONSENT_TEXTS['contact-2026-11-fr']));
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      type: 'contact',
      client_name: 'Marie Tremblay',
      metadata: { phoneType: 'Work' },
      language: 'fr',
      consent: true,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(french.people.contact.success));
  });

  it('/fr/nous-joindre?agent=…: the broker by name in French', async () => {
    serveApi();
    renderScreen(<ContactRoute />, `/fr/nous-joindre?agent=${SARAH.id}`, '/fr/nous-joindre');
    expect(await screen.findByRole('heading', { level: 1, name: 'Joindre Sarah Chen' })).toBeTruthy();
    expect(screen.getByText(fp.contact.leadFor('Sarah'))).toBeTruthy();
    expect(within(screen.getByTestId('your-broker')).getByText('Votre courtier')).toBeTruthy();
  });

  it('/contact keeps its English and the English consent wording', async () => {
    serveApi();
    renderScreen(<ContactRoute />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: peopleContactWords.title })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    expect(within(form).getByLabelText('First name')).toBeTruthy();
    expect(within(form).getByLabelText(CONSENT_TEXTS['contact-2025-01'])).toBeTruthy();
    const phoneType = within(form).getByLabelText('Phone type') as HTMLSelectElement;
    expect([...phoneType.options].map((o) => o.textContent)).toEqual(['Mobile', 'Work', 'Residential']);
    expect(screen.getByText('Monday to Friday, 9 a.m. to 6 p.m. ET')).toBeTruthy();
  });
});

describe('applications in French', () => {
  it('/fr/demande: French title and labels; an amount typed the French way is sent as a number', async () => {
    const posted = serveApi();
    const user = userEvent.setup();
    renderScreen(<ApplicationsRoute />, '/fr/demande');
    expect(screen.getByRole('heading', { level: 1, name: 'Demander un prêt hypothécaire' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Les prochaines étapes' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Demander un prêt hypothécaire' });
    for (const label of ['Nom complet', 'Adresse courriel', 'Numéro de téléphone'])
      expect(within(form).getByLabelText(label)).toBeTruthy();
    expect(within(form).getByText('Vos coordonnées')).toBeTruthy();
    const amount = within(form).getByLabelText(/^Montant du prêt hypothécaire/) as HTMLInputElement;
    expect(amount.type).toBe('text');
    expect(amount.inputMode).toBe('decimal');
    expect(amount.name).toBe('metadata.mortgage_amount');
    const broker = within(form).getByLabelText(/^Courtier préféré/) as HTMLSelectElement;
    await waitFor(() => expect(broker.options[0]?.textContent).toBe('Aucune préférence'));

    await user.type(within(form).getByLabelText('Nom complet'), 'Marie Tremblay');
    await user.type(within(form).getByLabelText('Adresse courriel'), 'marie@example.com');
    await user.type(within(form).getByLabelText('Numéro de téléphone'), '514-555-0199');
    await user.type(amount, '450 000,50');
    await user.click(within(form).getByRole('button', { name: /Envoyer la demande/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      type: 'application',
      metadata: { mortgage_amount: 450_000.5 },
      language: 'fr',
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(french.people.application.success));
  });

  it('/fr/demande refuses an amount that is not a number with the French message', async () => {
    serveApi();
    const user = userEvent.setup();
    renderScreen(<ApplicationsRoute />, '/fr/demande');
    const form = await screen.findByRole('form', { name: 'Demander un prêt hypothécaire' });
    await user.type(within(form).getByLabelText(/^Montant du prêt hypothécaire/), 'beaucoup');
    await user.click(within(form).getByRole('button', { name: /Envoyer la demande/ }));
    expect(await within(form).findByText(french.common.invalidNumber)).toBeTruthy();
  });

  it('/applications keeps its English', async () => {
    const posted = serveApi();
    const user = userEvent.setup();
    renderScreen(<ApplicationsRoute />, '/applications');
    expect(screen.getByRole('heading', { level: 1, name: peopleApplicationWords.title })).toBeTruthy();
    const form = await screen.findByRole('form', { name: peopleApplicationWords.title });
    expect(within(form).getByLabelText('Full Name')).toBeTruthy();
    expect(within(form).getByRole('button', { name: /Submit Application/ })).toBeTruthy();
    await user.type(within(form).getByLabelText('Full Name'), 'Pat Lee');
    await user.type(within(form).getByLabelText('Email'), 'pat@example.com');
    await user.type(within(form).getByLabelText('Phone Number'), '416-555-0199');
    await user.type(within(form).getByLabelText(/^Mortgage amount/), '500,000');
    await user.click(within(form).getByRole('button', { name: /Submit Application/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ metadata: { mortgage_amount: 500_000 }, language: 'en' });
  });

  it("the staff's list reads in French: status, fr-CA amount and date", () => {
    const lead = {
      id: 'lead-1',
      agent_id: SARAH.id,
      agent_name: null,
      client_name: 'Marie Tremblay',
      client_email: 'marie@example.com',
      client_phone: null,
      type: 'application' as const,
      source: 'website' as const,
      status: 'new' as const,
      message: null,
      notes: null,
      metadata: { mortgage_amount: 500_000 },
      created_at: '2024-03-05T15:00:00.000Z',
    };
    renderScreen(<ApplicationsList leads={[lead]} showAgent />, '/fr/demande');
    const list = screen.getByTestId('applications-list');
    expect(within(list).getByText('nouvelle')).toBeTruthy();
    expect(within(list).getByText('Non assignée')).toBeTruthy();
    expect(plain(list.textContent)).toContain('500 000 $');
    expect(list.textContent).toContain('5 mars 2024');
  });
});

describe("an agent's head in French, with her French (issue 37)", () => {
  it('takes her French SEO settings and bio, never the English ones', () => {
    let meta: ReturnType<typeof useAgentPageMeta> | undefined;
    function Probe() {
      meta = useAgentPageMeta({ ...SARAH, fr: SARAH_FR });
      return null;
    }
    renderScreen(<Probe />, '/fr/courtier/sarahchen');
    expect(meta).toMatchObject({
      title: SARAH_FR.seo_settings.meta_title,
      description: SARAH_FR.seo_settings.meta_description,
      keywords: null,
    });
    const [person] = meta?.jsonLd?.('https://www.maplestone.example') ?? [];
    expect(person).toMatchObject({ description: SARAH_FR.bio });
    renderScreen(<Probe />, '/agent/sarahchen');
    expect(meta?.title).toBe(SARAH.seo_settings.meta_title);
  });
});

describe("an agent's page in French", () => {
  /** The agent page at `path`, over the fake public API. */
  function renderAgent(path: string, fr: typeof SARAH_FR | null = null) {
    serveApi(fr);
    renderScreen(
      <DialogsProvider>
        <AgentRoute />
      </DialogsProvider>,
      path,
      path.startsWith('/fr') ? '/fr/courtier/:id' : '/agent/:id',
    );
  }

  it('/fr/courtier/sarahchen: the French hero, services, lenders, testimonials and call to action', async () => {
    renderAgent('/fr/courtier/sarahchen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeTruthy();
    const hero = screen.getByTestId('agent-hero');
    expect(within(hero).getByText('Votre courtier hypothécaire de confiance')).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'Faire une demande' }).getAttribute('href')).toBe(
      '/fr/demande',
    );
    expect(within(hero).getByRole('link', { name: 'Voir les taux' })).toBeTruthy();
    expect(within(hero).getByRole('list', { name: 'Réseaux sociaux' })).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'Sarah Chen sur Facebook' })).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Rencontrez Sarah' })).toBeTruthy();
    // A bio in English only shows as the agent wrote it, marked English, and the page says so once (issue 37).
    expect(screen.getByTestId('agent-bio').textContent).toBe(SARAH.bio);
    expect(screen.getByTestId('agent-bio').getAttribute('lang')).toBe('en');
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      french.common.someInEnglish,
    ]);
    const services = screen.getByTestId('agent-services');
    expect(within(services).getByText('Préautorisation')).toBeTruthy();
    expect(within(services).getByText(fp.agent.services.text[0])).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comment Sarah peut vous aider' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Taux fixe ou variable?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: fp.agent.options.whyTitle })).toBeTruthy();

    const testimonials = screen.getByTestId('testimonials');
    expect(within(testimonials).getByRole('img', { name: 'Note de 5 sur 5' })).toBeTruthy();
    expect(plain(within(testimonials).getByText(/better rate/).textContent)).toBe(
      `« ${TESTIMONIAL.content} »`,
    );

    const contact = screen.getByRole('link', { name: /Joindre Sarah Chen/ });
    expect(contact.getAttribute('href')).toBe(`/fr/nous-joindre?agent=${SARAH.id}`);
    expect(screen.getByRole('heading', { name: 'Vous souhaitez parler à Sarah?' })).toBeTruthy();
    expect(screen.queryByText(/Ready to talk/)).toBeNull();
  });

  it('/fr/courtier/sarahchen with her French bio: the French, nothing marked, no notice (issue 37)', async () => {
    renderAgent('/fr/courtier/sarahchen', SARAH_FR);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeTruthy();
    expect(screen.getByTestId('agent-bio').textContent).toBe(SARAH_FR.bio);
    expect(document.body.querySelector('[lang="en"]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('/agent/sarahchen keeps its English', async () => {
    renderAgent('/agent/sarahchen', SARAH_FR);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeTruthy();
    expect(screen.getByText(peopleAgentWords.subtitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: commonWords.applyNow }).getAttribute('href')).toBe(
      '/applications',
    );
    expect(screen.getByRole('heading', { name: 'Meet Sarah' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ready to talk to Sarah?' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contact Sarah Chen/ }).getAttribute('href')).toBe(
      `/contact?agent=${SARAH.id}`,
    );
    expect(screen.getByTestId('agent-bio').textContent).toBe(SARAH.bio);
    expect(document.body.querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('/fr/courtier/nobody: the French not-found page', async () => {
    renderAgent('/fr/courtier/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courtier introuvable' })).toBeTruthy();
    expect(screen.getByText(fp.agent.notFoundLead)).toBeTruthy();
    expect(screen.getByRole('link', { name: french.people.findBroker.findTitle }).getAttribute('href')).toBe(
      '/fr/trouver-un-courtier',
    );
  });

  it("its head: the French title, the Person's French page and job title, French breadcrumbs", () => {
    let meta: ReturnType<typeof useAgentPageMeta> | undefined;
    function Probe() {
      meta = useAgentPageMeta({ ...SARAH, seo_settings: null });
      return null;
    }
    const site = 'https://www.maplestone.example';
    renderScreen(<Probe />, '/fr/courtier/sarahchen');
    expect(meta?.title).toBe('Sarah Chen, courtier hypothécaire · Maplestone Mortgage');
    // useDocumentMeta writes the canonical in the page's language itself.
    expect(meta?.canonicalPath).toBe('/agent/sarahchen');
    const [person, crumbs] = meta?.jsonLd?.(site) ?? [];
    expect(person).toMatchObject({
      '@type': 'Person',
      url: `${site}/fr/courtier/sarahchen`,
      jobTitle: 'Courtier hypothécaire',
    });
    // Her bio is in English only (issue 37): a meta tag cannot say so, so the page's own French describes her,
    // and her Person carries no English description.
    expect(meta?.description).toBe(plain(fp.agent.about.defaultBio('Sarah Chen', 'Maplestone Mortgage')));
    expect(person?.description).toBeUndefined();
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${site}/fr` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Trouver un courtier',
        item: `${site}/fr/trouver-un-courtier`,
      },
      { '@type': 'ListItem', position: 3, name: 'Sarah Chen', item: `${site}/fr/courtier/sarahchen` },
    ]);

    renderScreen(<Probe />, '/agent/sarahchen');
    expect(meta?.title).toBe('Sarah Chen, Mortgage Broker · Maplestone Mortgage');
    const [englishPerson, englishCrumbs] = meta?.jsonLd?.(site) ?? [];
    expect(englishPerson).toMatchObject({
      url: `${site}/agent/sarahchen`,
      jobTitle: 'Mortgage Broker',
      description: SARAH.bio,
    });
    expect(englishCrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Find a Broker', item: `${site}/find-broker` },
      { '@type': 'ListItem', position: 3, name: 'Sarah Chen', item: `${site}/agent/sarahchen` },
    ]);
  });
});
