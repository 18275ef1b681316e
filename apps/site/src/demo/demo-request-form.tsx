import { Button } from '@org/ui/components/button';
import { preloadToaster, toast } from '@org/ui/components/deferred-toaster';
import { Input } from '@org/ui/components/input';
import { Label } from '@org/ui/components/label';
import { Textarea } from '@org/ui/components/textarea';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type DemoRequest, submitDemoRequest } from '../backend/demo-requests';

const EMPTY: DemoRequest = { firstName: '', lastName: '', workEmail: '', requirements: '' };

/** SPEC §8 toasts of the demo form. */
export const DEMO_SUCCESS = {
  title: 'Success!',
  description: "Your demo request has been submitted. We'll be in touch soon!",
} as const;
export const DEMO_FAILURE = {
  title: 'Error',
  description: 'There was an error submitting your request. Please try again.',
} as const;

type DemoRequestFormProps = {
  /** Sends the request; the real insert by default, a fake in tests. */
  submit?: (request: DemoRequest) => Promise<void>;
};

/**
 * The demo-request form (SPEC §2 /demo, §4 demo form, §5 validation): four required fields
 * checked by the browser; while submitting the button reads "Submitting..." and is disabled, and
 * a second submit is ignored; success clears the fields, failure keeps them.
 */
export function DemoRequestForm({ submit = submitDemoRequest }: DemoRequestFormProps) {
  const [values, setValues] = useState<DemoRequest>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  // State updates are async; the ref closes the gap between two quick submits.
  const inFlight = useRef(false);

  useEffect(preloadToaster, []);

  const field = (name: keyof DemoRequest) => ({
    id: name,
    name,
    value: values[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await submit(values);
      setValues(EMPTY);
      toast({ ...DEMO_SUCCESS, variant: 'success' });
    } catch (error) {
      console.error('Demo request failed:', error);
      toast({ ...DEMO_FAILURE, variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="demo-form-title" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="firstName">First name</Label>
          <Input autoComplete="given-name" {...field('firstName')} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="lastName">Last name</Label>
          <Input autoComplete="family-name" {...field('lastName')} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="workEmail">Work email</Label>
        <Input type="email" autoComplete="email" {...field('workEmail')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="requirements">Requirements</Label>
        <Textarea
          rows={4}
          placeholder="Tell us about your requirements..."
          {...field('requirements')}
        />
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
