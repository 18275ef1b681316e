import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoRequest } from '../backend/demo-requests';
import { DEMO_FAILURE, DEMO_SUCCESS, DemoRequestForm } from './demo-request-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@org/ui/components/deferred-toaster', () => ({ toast, preloadToaster: () => {} }));

beforeEach(() => {
  toast.mockReset();
});

/** A submit whose outcome the test decides. */
function controlledSubmit() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const submit = vi.fn(
    (_request: DemoRequest) =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { submit, resolve: () => settle?.resolve(), reject: (e: Error) => settle?.reject(e) };
}

async function fillForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Requirements'), 'Two clinics');
  return user;
}

const values = () =>
  ['First name', 'Last name', 'Work email', 'Requirements'].map(
    (label) => (screen.getByLabelText(label) as HTMLInputElement).value,
  );

describe('DemoRequestForm (SPEC §4 demo form, §5 validation, §8 toasts)', () => {
  it('shows "Submitting..." and a disabled button, then clears the fields and toasts success', async () => {
    const { submit, resolve } = controlledSubmit();
    render(<DemoRequestForm submit={submit} />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));

    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(submit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      workEmail: 'ada@example.com',
      requirements: 'Two clinics',
    });

    resolve();
    await waitFor(() => expect(values()).toEqual(['', '', '', '']));
    expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' });
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
  });

  it('ignores a second submit while the first is in flight', async () => {
    const { submit, resolve } = controlledSubmit();
    const { container } = render(<DemoRequestForm submit={submit} />);
    await fillForm();
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(1);
    resolve();
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
  });

  it('keeps what was typed and shows the destructive toast on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { submit, reject } = controlledSubmit();
    render(<DemoRequestForm submit={submit} />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    reject(new Error('refused'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_FAILURE, variant: 'destructive' }),
    );
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'Two clinics']);
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
    vi.restoreAllMocks();
  });

  it('marks every field required, the email as an email input and a 4-row textarea', () => {
    render(<DemoRequestForm submit={vi.fn()} />);
    for (const label of ['First name', 'Last name', 'Work email', 'Requirements']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Work email')).toHaveAttribute('type', 'email');
    const requirements = screen.getByLabelText('Requirements');
    expect(requirements).toHaveAttribute('rows', '4');
    expect(requirements).toHaveAttribute('placeholder', 'Tell us about your requirements...');
  });
});
