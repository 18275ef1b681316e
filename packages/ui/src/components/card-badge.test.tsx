import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeVariants } from './badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders its parts with their slots and a real heading', () => {
    render(
      <Card className="mt-10" data-testid="card">
        <CardHeader>
          <CardTitle>Always on</CardTitle>
          <CardDescription>24 hours availability</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Foot</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Always on' })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('data-slot', 'card');
    expect(card.className).toMatch(/ shadow-soft mt-10$/);
    expect(screen.getByText('24 hours availability')).toHaveAttribute(
      'data-slot',
      'card-description',
    );
  });
});

describe('Badge', () => {
  it("has distinct looks per variant and adds the caller's class", () => {
    const variants = [
      'default',
      'secondary',
      'brand',
      'success',
      'destructive',
      'outline',
      'glass',
    ];
    const looks = variants.map((variant) =>
      badgeVariants({ variant: variant as 'default' | 'brand' }),
    );
    expect(new Set(looks).size).toBe(variants.length);
    render(
      <Badge variant="success" className="uppercase">
        Job Booked
      </Badge>,
    );
    const badge = screen.getByText('Job Booked');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge.className).toContain('bg-emerald-50');
    expect(badge.className).toMatch(/ px-2\.5 .* uppercase$/);
  });
});
