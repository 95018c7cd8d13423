// @vitest-environment jsdom

import { commonWords } from '@maplestone/shared/i18n/en/common';
import { french } from '@maplestone/shared/i18n/fr/index';
import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/lib/api';
import { useRefusalText } from '../../../web/src/lib/refusal';
import { renderScreen } from './support/render';

// ADR 114: a 400 the API gave a public form is explained in the page's language, never translated back.

const newsletterSchema = () =>
  import('@maplestone/shared/schemas/lead-requests').then((schemas) => schemas.newsletterRequestSchema);
const refused = new ApiError(400, 'validation_failed', commonWords.invalidEmail);

/** Shows what the page would say of `error` for `body`. */
function Refusal({ error, body }: { error: unknown; body: unknown }) {
  const refusalText = useRefusalText();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    void refusalText(error, body, newsletterSchema).then((said) => setText(said ?? 'nothing'));
  }, [refusalText, error, body]);
  return text === null ? null : <output>{text}</output>;
}

describe('a refusal of the API', () => {
  it('is the API’s own words on an English page', async () => {
    renderScreen(<Refusal error={refused} body={{ email: 'a@b', language: 'en' }} />, '/newsletter');
    expect((await screen.findByRole('status')).textContent).toBe(commonWords.invalidEmail);
  });

  it('is the schema’s reason in French on a French page, or nothing when the schema finds none', async () => {
    const { unmount } = renderScreen(
      <Refusal error={refused} body={{ email: 'a@b', language: 'fr' }} />,
      '/fr/infolettre',
    );
    expect((await screen.findByRole('status')).textContent).toBe(french.common.invalidEmail);
    unmount();
    renderScreen(
      <Refusal error={refused} body={{ email: 'ana@example.com', language: 'fr' }} />,
      '/fr/infolettre',
    );
    expect((await screen.findByRole('status')).textContent).toBe('nothing');
  });

  it('says nothing of another failure (the form shows its own words)', async () => {
    renderScreen(<Refusal error={new ApiError(429, 'rate_limited', 'Too many')} body={{}} />, '/newsletter');
    expect((await screen.findByRole('status')).textContent).toBe('nothing');
  });
});
