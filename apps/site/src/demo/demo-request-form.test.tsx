import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoRequestsTable, postgrest } from '../testing/network';
import {
  DEMO_FAILURE,
  DEMO_RATE_LIMITED,
  DEMO_SUCCESS,
  DEMO_TIMEOUT,
  DemoRequestForm,
  SUBMIT_TIMEOUT_MS,
} from './demo-request-form';

// The form submits for real: the site's backend client (supabase-js, built from apps/site/.env)
// POSTs to PostgREST, which msw answers as PostgREST does (src/testing/network.ts).

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

/** The table's insert held open until the test lets PostgREST answer. */
function heldInsert(answer: () => Response = postgrest.inserted) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const received = demoRequestsTable(async () => {
    await released;
    return answer();
  });
  return { received, release };
}

/** The row the form sends for the values {@link fillForm} types by default. */
const ADA = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  work_email: 'ada@example.com',
  requirements: 'Two clinics',
};

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

describe('DemoRequestForm: submitting, then the success or error toast', () => {
  it('shows "Submitting..." and a disabled button, then clears the fields and toasts success', async () => {
    const { received, release } = heldInsert();
    render(<DemoRequestForm />);
    const person = await fillForm();
    await person.click(submitButton());

    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toEqual(ADA);

    release();
    await waitFor(() => expect(values()).toEqual(['', '', '', '']));
    expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' });
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
  });

  it('ignores a second submit while the first is in flight', async () => {
    const { received, release } = heldInsert();
    const { container } = render(<DemoRequestForm />);
    await fillForm();
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(received).toHaveLength(1));
    release();
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(1);
  });

  it('keeps what was typed and shows the destructive toast on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    demoRequestsTable(() =>
      postgrest.refused(500, { code: 'XX000', message: 'violates something' }),
    );
    render(<DemoRequestForm />);
    const person = await fillForm();
    await person.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_FAILURE, variant: 'destructive' }),
    );
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'Two clinics']);
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
  });

  it('keeps what was typed when the backend cannot be reached at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const received = demoRequestsTable(() => HttpResponse.error());
    render(<DemoRequestForm />);
    const person = await fillForm();
    await person.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_FAILURE, variant: 'destructive' }),
    );
    expect(received).toHaveLength(1);
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'Two clinics']);
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
  });

  it('keeps what the visitor types while the submit is under way, and clears only what was sent', async () => {
    const { release } = heldInsert();
    render(<DemoRequestForm />);
    const person = await fillForm();
    await person.click(submitButton());
    expect(control('Requirements')).toBeEnabled();
    await person.type(control('Requirements'), ', and a third one next year');
    release();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' }),
    );
    expect(values()).toEqual(['', '', '', 'Two clinics, and a third one next year']);
  });

  it('tells a visitor who hit the rate limit to try later, keeping the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    demoRequestsTable(postgrest.emailRateLimited);
    render(<DemoRequestForm />);
    const person = await fillForm();
    await person.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_RATE_LIMITED, variant: 'destructive' }),
    );
    expect(DEMO_RATE_LIMITED.description).toMatch(/try again/i);
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'Two clinics']);
  });

  it(`gives up on a submit that hangs after ${SUBMIT_TIMEOUT_MS / 1000} s, with a clear message`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let aborted = false;
    const received = demoRequestsTable(async () => {
      await delay('infinite'); // PostgREST never answers
      return postgrest.inserted();
    });
    render(<DemoRequestForm />);
    const person = await fillForm();
    await person.click(submitButton());

    // (The clock also runs on its own: the second left is a margin for a slow machine.)
    await waitFor(() => expect(received).toHaveLength(1));
    received[0]?.signal.addEventListener('abort', () => {
      aborted = true;
    });
    act(() => vi.advanceTimersByTime(SUBMIT_TIMEOUT_MS - 1000));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(toast).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_TIMEOUT, variant: 'destructive' }),
    );
    await waitFor(() => expect(aborted).toBe(true));
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'Two clinics']);
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
  });
});

describe('DemoRequestForm: checks before sending (the table rules, next to the field)', () => {
  it('marks every empty field, describes it, focuses the first one and sends nothing', async () => {
    const received = demoRequestsTable();
    render(<DemoRequestForm />);
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
    expect(received).toHaveLength(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses what the table refuses: blanks, a long name, an email without a dotted domain', async () => {
    const received = demoRequestsTable();
    render(<DemoRequestForm />);
    await fillForm({
      'First name': '   ',
      'Last name': 'x'.repeat(101),
      'Work email': 'a@localhost',
    });
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
    expect(received).toHaveLength(0);
  });

  it('clears a message once the value is corrected, and then sends', async () => {
    const received = demoRequestsTable();
    render(<DemoRequestForm />);
    const person = await fillForm({ 'Work email': 'ada@example' });
    await person.click(submitButton());
    expect(control('Work email')).toHaveFocus();
    await person.type(control('Work email'), '.com');
    expect(control('Work email')).not.toHaveAttribute('aria-invalid');
    expect(control('Work email')).not.toHaveAccessibleDescription();
    expect(received).toHaveLength(0);
    await person.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' }),
    );
  });

  it('explains at the field a value the table refused after all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    demoRequestsTable(postgrest.workEmailRefused);
    render(<DemoRequestForm />);
    const person = await fillForm();
    await person.click(submitButton());
    await waitFor(() =>
      expect(control('Work email')).toHaveAccessibleDescription(
        'Enter an email address like name@company.com.',
      ),
    );
    expect(control('Work email')).toHaveFocus();
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps the fields required, the email an email input and a 4-row textarea', () => {
    render(<DemoRequestForm />);
    for (const label of LABELS) expect(control(label)).toBeRequired();
    expect(control('Work email')).toHaveAttribute('type', 'email');
    expect(control('Requirements')).toHaveAttribute('rows', '4');
    expect(control('Requirements')).toHaveAttribute(
      'placeholder',
      'Tell us about your requirements...',
    );
  });
});

describe('DemoRequestForm: only the bot-trap field drops a submit', () => {
  it('drops a submit with the honeypot field filled in', async () => {
    const received = demoRequestsTable();
    const { container } = render(<DemoRequestForm />);
    const person = await fillForm();
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await person.click(submitButton());

    expect(received).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' });
    expect(values()).toEqual(['', '', '', '']);
  });

  it('sends a submit made the moment the form appeared, as after an autofill', async () => {
    const received = demoRequestsTable();
    const { container } = render(<DemoRequestForm />);
    // Autofill puts every value in at once; the visitor submits straight away.
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Work email', 'ada@example.com'],
      ['Requirements', 'Two clinics'],
    ] as const) {
      fireEvent.change(control(label), { target: { value } });
    }
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toEqual(ADA);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...DEMO_SUCCESS, variant: 'success' }),
    );
  });
});
