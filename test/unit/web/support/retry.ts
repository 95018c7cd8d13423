import { staffMessages } from '@maplestone/shared';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { toast } from './fake-api';

/**
 * A back-office list or panel whose data failed to load: its alert says `message`, and so does an error toast
 * (`toastOptions`: by default its own id, so a second failure does not stack another). Then `recover()` lets the
 * fake API answer again and the alert's Retry button (`retry`) asks once more; what it shows next is the
 * caller's to check.
 */
export async function failedThenRetry(
  message: string,
  recover: () => void,
  {
    toastOptions = { id: message },
    retry = staffMessages.backOffice.retry,
  }: { toastOptions?: unknown; retry?: string } = {},
) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(message);
  expect(toast.error).toHaveBeenCalledWith(message, toastOptions);
  recover();
  await userEvent.setup().click(within(alert).getByRole('button', { name: retry }));
}
