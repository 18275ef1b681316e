import { Button } from '@org/ui/components/button';
import { preloadToaster, toast } from '@org/ui/components/deferred-toaster';
import { FieldError } from '@org/ui/components/field-error';
import { Input } from '@org/ui/components/input';
import { Label } from '@org/ui/components/label';
import { Textarea } from '@org/ui/components/textarea';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { getBackend } from '../backend/client';
import {
  type DemoRequest,
  DemoRequestError,
  type DemoRequestField,
  isDemoRequestError,
  type SubmitOptions,
  submitDemoRequest,
} from '../backend/demo-requests';
import {
  FIELDS,
  type FieldErrors,
  fieldError,
  ruleMessage,
  validateDemoRequest,
} from './demo-request-rules';

const EMPTY: DemoRequest = { firstName: '', lastName: '', workEmail: '', requirements: '' };

/** A submit still unanswered after this is cancelled and reported. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** The toasts of the demo form (docs/requirements.md#the-demo-form). */
export const DEMO_SUCCESS = {
  title: 'Success!',
  description: "Your demo request has been submitted. We'll be in touch soon!",
} as const;
export const DEMO_FAILURE = {
  title: 'Error',
  description: 'There was an error submitting your request. Please try again.',
} as const;
/** The database's abuse limits refused the request: the visitor can only wait. */
export const DEMO_RATE_LIMITED = {
  title: 'Please try again later',
  description:
    "We've received several requests from you in a short time. Please try again in an hour.",
} as const;
/** No answer within {@link SUBMIT_TIMEOUT_MS}. */
export const DEMO_TIMEOUT = {
  title: 'Error',
  description: 'The request took too long. Check your connection and try again.',
} as const;

type DemoRequestFormProps = {
  /** Sends the request; the real insert by default, a fake in tests. */
  submit?: (request: DemoRequest, options: Pick<SubmitOptions, 'signal'>) => Promise<void>;
};

/** Settles with `work`, or rejects with a timeout error after `ms` (aborting `controller`). */
function withTimeout<T>(work: Promise<T>, ms: number, controller: AbortController): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DemoRequestError('timeout', `No answer within ${ms} ms.`));
    }, ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** The toast for a failed submit that no field explains. */
function failureToast(error: unknown) {
  if (isDemoRequestError(error) && error.reason === 'rate-limited') return DEMO_RATE_LIMITED;
  if (isDemoRequestError(error) && error.reason === 'timeout') return DEMO_TIMEOUT;
  return DEMO_FAILURE;
}

/** The four values as the form's fields hold them. */
function valuesIn(form: HTMLFormElement): DemoRequest {
  const values = { ...EMPTY };
  for (const name of FIELDS) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      values[name] = control.value;
    }
  }
  return values;
}

/**
 * The demo-request form of /demo (docs/requirements.md#the-demo-form).
 *
 * - Checks what the table checks (trimmed values, lengths, a dotted email domain) before sending,
 *   and says what is wrong next to each field; focus goes to the first one.
 * - While submitting the button reads "Submitting..." and is disabled and a second submit is
 *   ignored; the fields stay editable, and what is typed meanwhile is kept on success.
 * - Success clears the fields that were sent; a failure keeps everything. A submit unanswered
 *   after {@link SUBMIT_TIMEOUT_MS} is cancelled with a clear message.
 * - Only a filled honeypot field marks a bot: it is told "success" and nothing is sent. However
 *   fast a submit comes (a browser's autofill fills every field at once), it is sent: the
 *   database's own limits per address and per email are what hold back a flood.
 * - Prerendered, it can be filled in before the app hydrates it: what was typed is adopted, and a
 *   submit held meanwhile (`boot.ts`) is sent once the form is live.
 */
export function DemoRequestForm({ submit = submitDemoRequest }: DemoRequestFormProps) {
  const [values, setValues] = useState<DemoRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // State updates are async; the ref closes the gap between two quick submits.
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(preloadToaster, []);
  // The backend client (supabase-js) loads once the visitor is in the form; a submit without a
  // focus first (an autofilled form) loads it then.
  const loadBackend = () => void getBackend().catch(() => {});
  // What the visitor typed into the prerendered form before hydration becomes the form's state,
  // so that the next render keeps it on screen instead of clearing the fields.
  useEffect(() => {
    const typed = form.current && valuesIn(form.current);
    if (typed)
      setValues((current) => (FIELDS.some((n) => typed[n] !== current[n]) ? typed : current));
  }, []);

  const focusField = (name: DemoRequestField) => {
    const control = form.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  };

  const field = (name: DemoRequestField) => ({
    id: name,
    name,
    value: values[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      // A message already shown follows the value as it is corrected.
      if (errors[name]) setErrors((current) => ({ ...current, [name]: fieldError(name, value) }));
    },
  });

  /** What was sent is cleared; what the visitor typed since stays. */
  const clearSent = (sent: DemoRequest) =>
    setValues((current) => {
      const next = { ...current };
      for (const name of FIELDS) if (current[name] === sent[name]) next[name] = '';
      return next;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // Read from the fields, which hold what was typed even before the state has caught up (a
    // submit held until hydration is replayed before the typed values reach the state).
    const sent = valuesIn(event.currentTarget);
    const found = validateDemoRequest(sent);
    setErrors(found);
    const firstInvalid = FIELDS.find((name) => found[name]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    if (honeypot.current?.value) {
      clearSent(sent);
      toast({ ...DEMO_SUCCESS, variant: 'success' });
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    const controller = new AbortController();
    try {
      await withTimeout(submit(sent, { signal: controller.signal }), SUBMIT_TIMEOUT_MS, controller);
      clearSent(sent);
      toast({ ...DEMO_SUCCESS, variant: 'success' });
    } catch (error) {
      console.error('Demo request failed:', error);
      if (isDemoRequestError(error) && error.field && error.rule) {
        // The table refused a value the form let through: explain it at the field.
        const { field: name, rule } = error;
        setErrors((current) => ({ ...current, [name]: ruleMessage(name, rule, sent[name]) }));
        focusField(name);
      } else {
        toast({ ...failureToast(error), variant: 'destructive' });
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onFocus={loadBackend}
      noValidate
      aria-labelledby="demo-form-title"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="firstName">First name</Label>
          <Input autoComplete="given-name" {...field('firstName')} />
          <FieldError id="firstName-error">{errors.firstName}</FieldError>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="lastName">Last name</Label>
          <Input autoComplete="family-name" {...field('lastName')} />
          <FieldError id="lastName-error">{errors.lastName}</FieldError>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="workEmail">Work email</Label>
        <Input type="email" autoComplete="email" {...field('workEmail')} />
        <FieldError id="workEmail-error">{errors.workEmail}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="requirements">Requirements</Label>
        <Textarea
          rows={4}
          placeholder="Tell us about your requirements..."
          {...field('requirements')}
        />
        <FieldError id="requirements-error">{errors.requirements}</FieldError>
      </div>
      {/* A field people never see or reach; form-filling bots fill it in. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="website">Website</label>
        <input ref={honeypot} id="website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" variant="custom" size="lg" disabled={submitting} className="w-full">
        {submitting ? (
          <>
            <Loader2 aria-hidden="true" className="animate-spin" />
            Submitting...
          </>
        ) : (
          'Request a demo'
        )}
      </Button>
    </form>
  );
}
