import { describe, expect, it } from 'vitest';
import { brokenRule, characterCount, ruleMessage, validateDemoRequest } from './demo-request-rules';

// The same cases as the table's constraints (supabase/migrations/*_demo_requests.sql); the browser
// tests check the two agree against the real database (e2e/site-demo-form.spec.ts).
describe('demo request rules (the table CHECKs, on trimmed values)', () => {
  it.each([
    ['firstName', '', 'missing'],
    ['firstName', '   ', 'missing'],
    ['lastName', '\n\t ', 'missing'],
    ['firstName', 'x'.repeat(101), 'too-long'],
    ['requirements', 'y'.repeat(5001), 'too-long'],
    ['workEmail', `${'a'.repeat(250)}@b.co`, 'too-long'],
    ['workEmail', 'ada.example.com', 'malformed'],
    ['workEmail', 'ada@localhost', 'malformed'],
    ['workEmail', 'ada lovelace@example.com', 'malformed'],
    ['workEmail', 'ada@@example.com', 'malformed'],
    ['workEmail', 'ada@example..com', 'malformed'],
    ['workEmail', 'ada@example.com.', 'malformed'],
    ['workEmail', '@example.com', 'malformed'],
  ] as const)('%s %j breaks "%s"', (field, value, rule) => {
    expect(brokenRule(field, value)).toBe(rule);
  });

  it.each([
    ['firstName', 'x'.repeat(100)],
    ['firstName', `  ${'x'.repeat(100)}  `],
    ['lastName', 'Ö'],
    ['lastName', '😀'.repeat(100)],
    ['workEmail', 'first.last+demo@mail.example.co.uk'],
    ['workEmail', `${'a'.repeat(242)}@example.com`],
    ['requirements', 'y'.repeat(5000)],
  ] as const)('%s %j is accepted', (field, value) => {
    expect(brokenRule(field, value)).toBeUndefined();
  });

  it('counts characters as Postgres does (code points)', () => {
    expect(characterCount('😀'.repeat(3))).toBe(3);
    expect(brokenRule('lastName', '😀'.repeat(101))).toBe('too-long');
  });

  it('says what is wrong in words, with the count for a long value', () => {
    expect(ruleMessage('requirements', 'too-long', 'y'.repeat(5123))).toBe(
      'Requirements can be at most 5,000 characters (now 5,123).',
    );
    expect(
      validateDemoRequest({
        firstName: 'Ada',
        lastName: ' ',
        workEmail: 'a@localhost',
        requirements: 'ok',
      }),
    ).toEqual({
      lastName: 'Enter your last name.',
      workEmail: 'Enter an email address like name@company.com.',
    });
  });
});
