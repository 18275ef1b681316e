import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';
import { Textarea } from './textarea';

describe('Input, Textarea and Label (demo form controls)', () => {
  it('labels controls and moves focus in tab order', async () => {
    render(
      <form>
        <Label htmlFor="email">Work email</Label>
        <Input id="email" type="email" required />
        <Label htmlFor="req">Requirements</Label>
        <Textarea id="req" rows={4} placeholder="Tell us about your requirements..." required />
      </form>,
    );
    const email = screen.getByLabelText('Work email');
    const requirements = screen.getByLabelText('Requirements');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('data-slot', 'input');
    expect(requirements).toHaveAttribute('rows', '4');
    expect(requirements).toHaveAttribute('data-slot', 'textarea');

    await userEvent.tab();
    expect(email).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    expect(requirements).toHaveFocus();
    await userEvent.keyboard('Two clinics');
    expect(email).toHaveValue('ada@example.com');
    expect(requirements).toHaveValue('Two clinics');
  });

  it('focuses the control when its label is clicked', async () => {
    render(
      <>
        <Label htmlFor="first">First name</Label>
        <Input id="first" />
      </>,
    );
    await userEvent.click(screen.getByText('First name'));
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it("defaults Input to type text and adds the caller's class", () => {
    render(<Input aria-label="Name" className="tracking-wide" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('type', 'text');
    expect(input.className).toMatch(/ h-11 tracking-wide$/);
  });
});

describe('FieldError', () => {
  it('describes an invalid control, and renders nothing without a message', () => {
    const { rerender } = render(
      <>
        <Label htmlFor="email">Work email</Label>
        <Input id="email" aria-invalid aria-describedby="email-error" />
        <FieldError id="email-error">Enter your work email.</FieldError>
      </>,
    );
    const email = screen.getByLabelText('Work email');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Enter your work email.');
    expect(screen.getByText('Enter your work email.')).toHaveAttribute('data-slot', 'field-error');

    rerender(
      <>
        <Label htmlFor="email">Work email</Label>
        <Input id="email" />
        <FieldError id="email-error">{undefined}</FieldError>
      </>,
    );
    expect(screen.getByLabelText('Work email')).toBeValid();
    expect(document.querySelector('[data-slot="field-error"]')).toBeNull();
  });
});
