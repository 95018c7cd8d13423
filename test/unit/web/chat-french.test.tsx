// @vitest-environment jsdom
import { chatMessages } from '@maplestone/shared/i18n/en/chat';
import { chatFr } from '@maplestone/shared/i18n/fr/chat';
import { french } from '@maplestone/shared/i18n/fr/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatLauncher } from '../../../web/src/features/chat/components/chat-launcher';
import ChatWidget from '../../../web/src/features/chat/components/chat-widget';
import { plain } from '../../support/french';
import { toast } from './support/fake-api';
import { renderScreen } from './support/render';

vi.mock('../../../web/src/lib/toast', async () => (await import('./support/fake-api')).fakeToastModule());

/** Val's answers: each request's body is kept; the answer says the lead was saved, or fails with `status`. */
function stubVal(status = 200) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    if (status !== 200) return new Response('{}', { status });
    return new Response(
      'data: {"lead":"saved"}\n\ndata: {"choices":[{"delta":{"content":"Merci, Marie!"}}]}\n\ndata: [DONE]\n\n',
      { headers: { 'content-type': 'text/event-stream', 'x-chat-conversation': 'issued' } },
    );
  });
  return bodies;
}

describe('Val on a French page (issue 20)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('greets, suggests and labels in French, with fr-CA amounts', async () => {
    renderScreen(<ChatWidget open onOpenChange={() => {}} />, '/fr/taux');
    const dialog = await screen.findByRole('dialog', { name: 'Val, votre conseillère hypothécaire' });
    const log = within(dialog).getByRole('log', { name: 'Conversation avec Val' });
    expect(log.textContent).toContain(chatFr.greeting);
    const suggestions = within(dialog)
      .getByRole('list', { name: 'Suggestions de questions' })
      .querySelectorAll('button');
    expect([...suggestions].map((button) => plain(button.textContent))).toEqual([
      'Quel est le meilleur taux fixe de 5 ans au Québec?',
      'Quel serait mon versement mensuel sur 500 000 $?',
      'Quelle est la mise de fonds minimale pour une maison de 700 000 $?',
      'Devrais-je renouveler ou refinancer mon prêt hypothécaire?',
    ]);
    expect(within(dialog).getByLabelText('Message à Val')).toHaveProperty(
      'placeholder',
      'Posez vos questions sur les taux, les versements, la mise de fonds…',
    );
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Effacer la conversation' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fermer la conversation' })).toBeTruthy();
  });

  it("sends the page's language, and toast the saved lead in French", async () => {
    const bodies = stubVal();
    const user = userEvent.setup();
    renderScreen(<ChatWidget open onOpenChange={() => {}} />, '/fr/taux');
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText('Message à Val'),
      'Je m’appelle Marie, marie@example.com{Enter}',
    );
    await waitFor(() => expect(within(dialog).getByRole('log').textContent).toContain('Merci, Marie!'));
    expect(bodies[0]).toMatchObject({ language: 'fr' });
    expect(toast.success).toHaveBeenCalledWith(chatFr.saved.title, { description: chatFr.saved.description });
  });

  it('shows a failed answer in French', async () => {
    stubVal(429);
    const user = userEvent.setup();
    renderScreen(<ChatWidget open onOpenChange={() => {}} />, '/fr');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: chatFr.suggestedQuestions.bestRate }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(chatFr.errors.rateLimit.title, {
        description: chatFr.errors.rateLimit.description,
      }),
    );
  });

  it("offers Val with the launcher's French label", () => {
    renderScreen(<ChatLauncher />, '/fr');
    expect(screen.getByRole('button', { name: french.layout.tryAi })).toBeTruthy();
  });
});

describe('Val on an English page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps its English words and sends language en', async () => {
    const bodies = stubVal();
    const user = userEvent.setup();
    renderScreen(<ChatWidget open onOpenChange={() => {}} />, '/rates');
    const dialog = await screen.findByRole('dialog', { name: chatMessages.widget.title });
    expect(within(dialog).getByRole('log').textContent).toContain(chatMessages.greeting);
    expect(
      within(dialog).getByRole('button', { name: 'What would my monthly payment be on $500,000?' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: chatMessages.suggestedQuestions.bestRate }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ language: 'en' });
  });
});
