// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import {
  Field,
  Form,
  FormDialog,
  SelectField,
  SubmitButton,
  useZodForm,
} from '../../../web/src/components/form';
import { Input } from '../../../web/src/components/ui/input';
import { useResourceMutation } from '../../../web/src/lib/resource';
import { toast } from './support/fake-api';
import { renderScreen } from './support/render';

vi.mock('../../../web/src/lib/toast', async () => (await import('./support/fake-api')).fakeToastModule());
afterEach(() => vi.resetAllMocks());

/** The text a screen reader reads after the control's name: its aria-describedby targets, in order. */
function description(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`).join(' ');
}

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter a name'),
  website: z.url('Please enter a valid URL').or(z.literal('')),
  colour: z.enum(['red', 'blue'], 'Please choose a colour'),
});
type SampleInput = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function Sample({ onSubmit }: { onSubmit: (values: Output) => void }) {
  const form = useZodForm(schema, {
    defaultValues: { name: '', website: '', colour: '' as SampleInput['colour'] },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sample">
      <Field name="name" label="Name" hint="As it appears on your licence">
        <Input />
      </Field>
      <Field name="website" label="Website" optional>
        <Input type="url" />
      </Field>
      <SelectField
        name="colour"
        label="Colour"
        placeholder="Choose"
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
      />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

describe('Field', () => {
  it('labels the control and points aria-describedby at the hint', () => {
    renderScreen(<Sample onSubmit={vi.fn()} />);
    const name = screen.getByLabelText('Name');
    expect(description(name)).toBe('As it appears on your licence');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText(/Website/).getAttribute('aria-describedby')).toBeNull();
  });

  it('after an invalid submit marks each bad control invalid and describes it with the visible error', async () => {
    const onSubmit = vi.fn();
    renderScreen(<Sample onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Website/), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(description(name)).toBe('As it appears on your licence Please enter a name');
    expect(description(screen.getByLabelText(/Website/))).toBe('Please enter a valid URL');
    expect(description(screen.getByLabelText('Colour'))).toBe('Please choose a colour');
    expect(screen.getByLabelText('Colour').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter a name',
      'Please enter a valid URL',
      'Please choose a colour',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values once corrected, and the errors go', async () => {
    const onSubmit = vi.fn();
    renderScreen(<Sample onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Please enter a name');
    await userEvent.type(screen.getByLabelText('Name'), '  Sarah  ');
    await userEvent.selectOptions(screen.getByLabelText('Colour'), 'blue');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Sarah', website: '', colour: 'blue' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('outside a form wires the label and hint to the control it is given', () => {
    renderScreen(
      <Field label="Home price" hint="Before taxes" error="Please enter a valid number">
        <Input inputMode="decimal" />
      </Field>,
    );
    const price = screen.getByLabelText('Home price');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(description(price)).toBe('Before taxes Please enter a valid number');
  });
});

const itemSchema = z.object({ title: z.string().trim().min(1, 'Please enter a title') });

/** A page with an "Add item" button opening a FormDialog whose save goes through useResourceMutation. */
function AddItem({ save }: { save: (values: { title: string }) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const create = useResourceMutation({
    mutationFn: save,
    invalidate: [['items']],
    success: 'Item created',
    failure: 'Failed to create item',
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add item
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="New item"
        schema={itemSchema}
        defaultValues={{ title: '' }}
        onSubmit={create.mutateAsync}
        submitLabel="Create"
      >
        <Field name="title" label="Title">
          <Input />
        </Field>
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('refuses bad input without calling, then closes on success', async () => {
    const save = vi.fn().mockResolvedValue({});
    renderScreen(<AddItem save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a title');
    expect(save).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Title'), 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(save.mock.calls[0]?.[0]).toEqual({ title: 'First' });
    expect(toast.success).toHaveBeenCalledWith('Item created');
  });

  it('stays open with what was typed when the call fails, and opens empty next time', async () => {
    const save = vi.fn().mockRejectedValue(new Error('offline'));
    renderScreen(<AddItem save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.type(await screen.findByLabelText('Title'), 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to create item'));
    expect(screen.getByRole('dialog', { name: 'New item' }).isConnected).toBe(true);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('First');
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('');
  });
});
