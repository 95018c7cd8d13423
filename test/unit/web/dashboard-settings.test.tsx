// @vitest-environment jsdom
import './support/signed-in-fakes';
import { brand, dashboardMessages, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { peopleCommonWords } from '@maplestone/shared/i18n/en/people';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UnsavedChangesProvider,
  useUnsavedChangesState,
} from '../../../web/src/components/back-office/unsaved-changes';
import LinksTab from '../../../web/src/features/agents/agent-dashboard/links-panel';
import ProfileTab from '../../../web/src/features/agents/agent-dashboard/profile-panel';
import SeoTab from '../../../web/src/features/agents/agent-dashboard/seo-panel';
import SocialTab from '../../../web/src/features/agents/agent-dashboard/social-panel';
import { seriousViolations } from './support/axe';
import { api, toast } from './support/fake-api';
import { agentRecord } from './support/fixtures';
import { renderScreen } from './support/render';

afterEach(() => vi.resetAllMocks());

const d = dashboardMessages;
const s = d.settings;

const AGENT = agentRecord({
  phone: '(416) 555-0100',
  bio: 'Helping first-time buyers across the GTA.',
  social_links: { facebook: 'https://facebook.com/sarah', instagram: null },
});

/** Shows, on demand, what the dashboard's shell would see before following a link. */
function UnsavedProbe() {
  const { hasUnsavedChanges } = useUnsavedChangesState();
  return (
    <button
      type="button"
      onClick={(event) => (event.currentTarget.textContent = String(hasUnsavedChanges()))}
    >
      probe
    </button>
  );
}
async function unsaved(): Promise<string | null> {
  const probe = screen.getByRole('button', { name: /^(probe|true|false)$/ });
  await userEvent.click(probe);
  return probe.textContent;
}

function renderTab(tab: ReactNode) {
  return renderScreen(
    <UnsavedChangesProvider>
      {tab}
      <UnsavedProbe />
    </UnsavedChangesProvider>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: s.save }));
/** A field by its label's whole text (an optional field's label also says 'Optional'): not its French twin's. */
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}(Optional)?$`);
const french = staffMessages.french;
/** The English or the French column of a form (a fieldset named by its heading). */
const column = (name: string) => within(screen.getByRole('group', { name }));
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('Profile tab', () => {
  it('says while the bio has no French, and shows the French bio beside the English one', () => {
    const { unmount } = renderTab(<ProfileTab agent={AGENT} />);
    expect(screen.getByText(s.profile.bioLacksFrench)).toBeTruthy();
    unmount();
    renderTab(<ProfileTab agent={{ ...AGENT, fr: { bio: 'J’aide les premiers acheteurs.' } }} />);
    expect(screen.queryByText(s.profile.bioLacksFrench)).toBeNull();
    const bio = column(french.frenchColumn).getByLabelText(label(french.label(s.profile.bio)));
    expect((bio as HTMLTextAreaElement).value).toBe('J’aide les premiers acheteurs.');
    expect(bio.getAttribute('lang')).toBe('fr');
  });

  it('starts from the agent record, empty where the record has nothing', () => {
    renderTab(<ProfileTab agent={AGENT} />);
    expect((screen.getByLabelText(s.profile.name) as HTMLInputElement).value).toBe('Sarah Chen');
    const phone = screen.getByLabelText(label(s.profile.phone)) as HTMLInputElement;
    expect(phone.value).toBe('(416) 555-0100');
    expect(phone.type).toBe('tel');
    expect((screen.getByLabelText(label(s.profile.calendly)) as HTMLInputElement).value).toBe('');
  });

  it("refuses an empty full name and a calendly link that is not a URL with the shared schema's messages, sending nothing", async () => {
    renderTab(<ProfileTab agent={AGENT} />);
    const name = screen.getByLabelText(s.profile.name);
    const calendly = screen.getByLabelText(label(s.profile.calendly));
    await userEvent.clear(name);
    await userEvent.type(calendly, 'not a url');
    await save();

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(name)).toBe(commonWords.required);
    expect(errorOf(calendly)).toBe(`${s.profile.calendlyHint} ${commonWords.invalidUrl}`);
    expect(api.authedRequest).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('saves with PATCH /api/me/agent, toast success and is no longer dirty', async () => {
    api.authedRequest.mockImplementation(async (_path: string, { body }: { body: object }) => ({
      ...AGENT,
      ...body,
    }));
    renderTab(<ProfileTab agent={AGENT} />);
    expect(await unsaved()).toBe('false');

    await userEvent.type(screen.getByLabelText(label(s.profile.calendly)), 'https://calendly.com/sarah');
    await userEvent.clear(screen.getByLabelText(label(s.profile.bio)));
    expect(await unsaved()).toBe('true');
    await save();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(d.profileUpdated));
    expect(api.authedRequest).toHaveBeenCalledOnce();
    const [path, options] = api.authedRequest.mock.calls[0] ?? [];
    expect(path).toBe('/api/me/agent');
    expect(options).toMatchObject({
      method: 'PATCH',
      // The emptied bio is sent as null: cleared.
      body: {
        name: 'Sarah Chen',
        phone: '(416) 555-0100',
        calendly_link: 'https://calendly.com/sarah',
        bio: null,
        fr: { bio: null },
      },
    });
    expect(await unsaved()).toBe('false');
    expect((screen.getByLabelText(label(s.profile.calendly)) as HTMLInputElement).value).toBe(
      'https://calendly.com/sarah',
    );
  });

  it('keeps the changes and toast the failure when the save fails', async () => {
    api.authedRequest.mockRejectedValue(new Error('offline'));
    renderTab(<ProfileTab agent={AGENT} />);
    await userEvent.type(screen.getByLabelText(label(s.profile.phone)), '1');
    await save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(d.profileFailed));
    expect((screen.getByLabelText(label(s.profile.phone)) as HTMLInputElement).value).toBe('(416) 555-01001');
    expect(await unsaved()).toBe('true');
    expect((screen.getByRole('button', { name: s.save }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('Social tab', () => {
  it('sends every link, an emptied one as null', async () => {
    api.authedRequest.mockResolvedValue(AGENT);
    renderTab(<SocialTab agent={AGENT} />);
    await userEvent.clear(screen.getByLabelText(label(s.social.facebook)));
    await userEvent.type(screen.getByLabelText(label(s.social.linkedin)), 'https://linkedin.com/in/sarah');
    await save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(d.socialUpdated));
    expect(api.authedRequest.mock.calls[0]?.[1]).toMatchObject({
      method: 'PATCH',
      body: {
        social_links: {
          facebook: null,
          instagram: null,
          youtube: null,
          linkedin: 'https://linkedin.com/in/sarah',
          website: null,
        },
      },
    });
  });
});

describe('SEO tab', () => {
  it('counts the meta title and description, red past the limit, and refuses a long title', async () => {
    renderTab(<SeoTab agent={AGENT} />);
    const english = column(french.englishColumn);
    const title = english.getByLabelText(label(s.seo.metaTitle));
    expect(english.getByText('0/60')).toBeTruthy();
    expect(english.getByText('0/160')).toBeTruthy();

    await userEvent.type(title, 'T'.repeat(42));
    const counter = english.getByText('42/60');
    expect(counter.parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(counter.parentElement?.className).not.toContain('text-maple-700');
    expect(errorOf(title)).toContain('42 of 60 characters');

    await userEvent.type(title, 'T'.repeat(19));
    expect(english.getByText('61/60').parentElement?.className).toContain('text-maple-700');
    await userEvent.type(screen.getByLabelText(label(s.seo.metaDescription)), 'Short.');
    expect(english.getByText('6/160')).toBeTruthy();

    await save();
    await screen.findByText(d.metaTitleTooLong);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(api.authedRequest).not.toHaveBeenCalled();
  });

  it("previews the search result with the public page's fallbacks, then what is typed", async () => {
    renderTab(<SeoTab agent={AGENT} />);
    const preview = within(screen.getByTestId('seo-preview'));
    expect(preview.getByText(`${window.location.host}/agent/sarahchen`)).toBeTruthy();
    expect(preview.getByText(`Sarah Chen, ${peopleCommonWords.brokerRole} · ${brand.name}`)).toBeTruthy();
    expect(preview.getByText(AGENT.bio as string)).toBeTruthy();

    await userEvent.type(screen.getByLabelText(label(s.seo.metaTitle)), 'Sarah Chen | Toronto mortgages');
    await userEvent.type(screen.getByLabelText(label(s.seo.metaDescription)), 'Fixed or variable? Ask me.');
    expect(preview.getByText('Sarah Chen | Toronto mortgages')).toBeTruthy();
    expect(preview.getByText('Fixed or variable? Ask me.')).toBeTruthy();
  });

  it('saves the SEO settings, in English and in French, and toast success', async () => {
    api.authedRequest.mockResolvedValue(AGENT);
    renderTab(<SeoTab agent={AGENT} />);
    await userEvent.type(screen.getByLabelText(label(s.seo.keywords)), 'mortgage, toronto');
    const keywordsFr = screen.getByLabelText(label(french.label(s.seo.keywords)));
    expect(keywordsFr.getAttribute('lang')).toBe('fr');
    await userEvent.type(keywordsFr, 'hypothèque, toronto');
    await save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(d.seoUpdated));
    expect(api.authedRequest.mock.calls[0]?.[1]).toMatchObject({
      body: {
        seo_settings: {
          meta_title: null,
          meta_description: null,
          meta_keywords: 'mortgage, toronto',
          og_image: null,
        },
        // Only the tab's part of the French: the API merges it with the bio the profile tab sends.
        fr: {
          seo_settings: { meta_title: null, meta_description: null, meta_keywords: 'hypothèque, toronto' },
        },
      },
    });
  });

  it('refuses a French meta title past 60 characters, as the English one', async () => {
    renderTab(<SeoTab agent={AGENT} />);
    const title = column(french.frenchColumn).getByLabelText(label(french.label(s.seo.metaTitle)));
    await userEvent.type(title, 'T'.repeat(61));
    await save();
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(title)).toContain(d.metaTitleTooLong);
    expect(api.authedRequest).not.toHaveBeenCalled();
  });
});

describe('every settings tab', () => {
  it.each([
    ['Profile', ProfileTab],
    ['Social', SocialTab],
    ['Links', LinksTab],
    ['SEO', SeoTab],
  ])('%s has no serious axe findings, with its errors showing', async (_name, Tab) => {
    const { container } = renderTab(<Tab agent={{ ...AGENT, name: '' }} />);
    const url = container.querySelector('input[type=url]') as HTMLElement;
    await userEvent.clear(url);
    await userEvent.type(url, 'not a url');
    await save();
    await screen.findAllByRole('alert');
    expect(await seriousViolations(container)).toEqual([]);
    expect(api.authedRequest).not.toHaveBeenCalled();
  });
});
