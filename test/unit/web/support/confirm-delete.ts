import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A delete that asks first (ConfirmDeleteDialog): presses the button named `label`, answers Cancel in the
 * confirmation titled `title` and checks that it closed with nothing written (`writes()` is empty); then presses
 * the button again and answers Delete. What the delete then does is the caller's to check.
 */
export async function cancelThenDelete(
  user: ReturnType<typeof userEvent.setup>,
  { label, title, writes }: { label: string; title: string; writes: () => unknown[] },
) {
  await user.click(await screen.findByRole('button', { name: label }));
  let confirm = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(writes()).toEqual([]);

  await user.click(await screen.findByRole('button', { name: label }));
  confirm = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
}
