import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DemoRequest, DemoRequestError } from '../backend/demo-requests';
import {
  DEMO_FAILURE,
  DEMO_RATE_LIMITED,
  DEMO_SUCCESS,
  DEMO_TIMEOUT,
  DemoRequestForm,
  SUBMIT_TIMEOUT_MS,
} from './demo-request-form';
import { MIN_FILL_MS } from './demo-request-rules';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@org/ui/components/deferred-toaster', () => ({ toast, preloadToaster: () => {} }));

beforeEach(() => {
  toast.mockReset();
  // A fake clock that still runs: the tests decide when the minimum fill time and the timeout pass.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Submit = (request: DemoRequest, options: { signal?: AbortSignal }) => Promise<void>;

/** A submit whose outcome the test decides. */
function controlledSubmit() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const submit = vi.fn<Submit>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { submit, resolve: () => settle?.resolve(), reject: (e: Error) => settle?.reject(e) };
}

const LABELS = ['First name', 'Last name', 'Work email', 'Requirements'] as const;
const control = (label: string) =>
  screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const values = () => LABELS.map((label) => control(label).value);
const submitButton = () => screen.getByRole('button', { name: /Request a demo|Submitting/ });

function user() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function fillForm(typed: Partial<Record<(typeof LABELS)[number], string>> = {}) {
  const person = user();
  const filled = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Work email': 'ada@example.com',
    Requirements: 'Two clinics',
    ...typed,
  };
  for (const label of LABELS) {
    await person.clear(control(label));
    if (filled[label]) await person.type(control(label), filled[label]);
  }
  return person;
}

/** Lets the minimum fill time pass, as a person filling the form would. */
function takeYourTime() {
  act(() => vi.advanceTimersByTime(MIN_FILL_MS));
}

describe('DemoRequestForm: submitting (SPEC §4 demo form, §8 toasts)', () => {
  it('shows "Submitting..." and a disabled button, then clears the fields and toasts success', async () => {
    const { submit, resolve } = controlledSubmit();
    render(<DemoRequestForm submit={submit} />);
    const person = await fillForm();
    takeYourTime();
    await person.click(submitButton());

    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(submit).toHaveBeenCalledWith(
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        workEmail: 'ada@example.com',
        requirements: 'Two clinics',
      },
      { signal: expect.any(AbortSignal) },
    );

    resolve();
    await waitFor(() => expect(values()).toEqual(['', '', '', '']));
    expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' });
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
  });

  it('ignores a second submit while the first is in flight', async () => {
    const { submit, resolve } = controlledSubmit();
    const { container } = render(<DemoRequestForm submit={submit} />);
    await fillForm();
    takeYourTime();
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
    const person = await fillForm();
    takeYourTime();
    await person.click(submitButton());
    reject(new DemoRequestError('refused', 'violates something'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_FAILURE, variant: 'destructive' }),
    );
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'Two clinics']);
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
  });

  it('keeps what the visitor types while the submit is under way, and clears only what was sent', async () => {
    const { submit, resolve } = controlledSubmit();
    render(<DemoRequestForm submit={submit} />);
    const person = await fillForm();
    takeYourTime();
    await person.click(submitButton());
    expect(control('Requirements')).toBeEnabled();
    await person.type(control('Requirements'), ', and a third one next year');
    resolve();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' }),
    );
    expect(values()).toEqual(['', '', '', 'Two clinics, and a third one next year']);
  });

  it('tells a visitor who hit the rate limit to try later, keeping the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const submit = vi.fn<Submit>(async () => {
      throw new DemoRequestError('rate-limited', 'Too many demo requests', { code: 'PT429' });
    });
    render(<DemoRequestForm submit={submit} />);
    const person = await fillForm();
    takeYourTime();
    await person.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_RATE_LIMITED, variant: 'destructive' }),
    );
    expect(DEMO_RATE_LIMITED.description).toMatch(/try again/i);
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'Two clinics']);
  });

  it(`gives up on a submit that hangs after ${SUBMIT_TIMEOUT_MS / 1000} s, with a clear message`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    const submit = vi.fn<Submit>((_request, options) => {
      signal = options.signal;
      return new Promise<void>(() => {}); // never answers
    });
    render(<DemoRequestForm submit={submit} />);
    const person = await fillForm();
    takeYourTime();
    await person.click(submitButton());

    // (The clock also runs on its own: the second left is a margin for a slow machine.)
    act(() => vi.advanceTimersByTime(SUBMIT_TIMEOUT_MS - 1000));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(toast).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_TIMEOUT, variant: 'destructive' }),
    );
    expect(signal?.aborted).toBe(true);
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'Two clinics']);
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
  });
});

describe('DemoRequestForm: checks before sending (the table rules, next to the field)', () => {
  it('marks every empty field, describes it, focuses the first one and sends nothing', async () => {
    const submit = vi.fn<Submit>();
    render(<DemoRequestForm submit={submit} />);
    takeYourTime();
    await user().click(submitButton());

    const expected = {
      'First name': 'Enter your first name.',
      'Last name': 'Enter your last name.',
      'Work email': 'Enter your work email.',
      Requirements: 'Tell us what you need.',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(control(label)).toHaveAttribute('aria-invalid', 'true');
      expect(control(label)).toHaveAccessibleDescription(message);
    }
    expect(control('First name')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses what the table refuses: blanks, a long name, an email without a dotted domain', async () => {
    const submit = vi.fn<Submit>();
    render(<DemoRequestForm submit={submit} />);
    await fillForm({
      'First name': '   ',
      'Last name': 'x'.repeat(101),
      'Work email': 'a@localhost',
    });
    takeYourTime();
    await user().click(submitButton());

    expect(control('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(control('Last name')).toHaveAccessibleDescription(
      'Last name can be at most 100 characters (now 101).',
    );
    expect(control('Work email')).toHaveAccessibleDescription(
      'Enter an email address like name@company.com.',
    );
    expect(control('Requirements')).not.toHaveAttribute('aria-invalid');
    expect(control('First name')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('clears a message once the value is corrected, and then sends', async () => {
    const { submit, resolve } = controlledSubmit();
    render(<DemoRequestForm submit={submit} />);
    const person = await fillForm({ 'Work email': 'ada@example' });
    takeYourTime();
    await person.click(submitButton());
    expect(control('Work email')).toHaveFocus();
    await person.type(control('Work email'), '.com');
    expect(control('Work email')).not.toHaveAttribute('aria-invalid');
    expect(control('Work email')).not.toHaveAccessibleDescription();
    await person.click(submitButton());
    expect(submit).toHaveBeenCalledTimes(1);
    resolve();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' }),
    );
  });

  it('explains at the field a value the table refused after all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const submit = vi.fn<Submit>(async () => {
      throw new DemoRequestError('invalid', 'violates check constraint', {
        code: '23514',
        field: 'workEmail',
        rule: 'malformed',
      });
    });
    render(<DemoRequestForm submit={submit} />);
    const person = await fillForm();
    takeYourTime();
    await person.click(submitButton());
    await waitFor(() =>
      expect(control('Work email')).toHaveAccessibleDescription(
        'Enter an email address like name@company.com.',
      ),
    );
    expect(control('Work email')).toHaveFocus();
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps the fields required, the email an email input and a 4-row textarea (SPEC §5)', () => {
    render(<DemoRequestForm submit={vi.fn()} />);
    for (const label of LABELS) expect(control(label)).toBeRequired();
    expect(control('Work email')).toHaveAttribute('type', 'email');
    expect(control('Requirements')).toHaveAttribute('rows', '4');
    expect(control('Requirements')).toHaveAttribute(
      'placeholder',
      'Tell us about your requirements...',
    );
  });
});

describe('DemoRequestForm: bots are told "success" and nothing is sent', () => {
  it('drops a submit with the honeypot field filled in', async () => {
    const submit = vi.fn<Submit>();
    const { container } = render(<DemoRequestForm submit={submit} />);
    const person = await fillForm();
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    takeYourTime();
    await person.click(submitButton());

    expect(submit).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' });
    expect(values()).toEqual(['', '', '', '']);
  });

  it(`drops a submit sooner than ${MIN_FILL_MS / 1000} s after the form appeared`, async () => {
    const submit = vi.fn<Submit>();
    const { container } = render(<DemoRequestForm submit={submit} />);
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Work email', 'ada@example.com'],
      ['Requirements', 'Two clinics'],
    ] as const) {
      fireEvent.change(control(label), { target: { value } });
    }
    // (The clock also runs on its own: the second left is a margin for a slow machine.)
    act(() => vi.advanceTimersByTime(MIN_FILL_MS - 1000));
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(submit).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' });
  });
});
