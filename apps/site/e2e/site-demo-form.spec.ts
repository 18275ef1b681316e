import { expect, type Page, type Route, test } from '@playwright/test';

/** An element's box on the page, as `locator.boundingBox()` gives it. */
type Box = { x: number; y: number; width: number; height: number };

import { LOCAL_ANON_KEY } from '../../local-stack/src/keys';
import { newVisitor, type Visitor } from '../../local-stack/src/testing/visitors';
import { type DemoRequest, toDemoRequestRow } from '../src/backend/demo-requests';
import { brokenRule, FIELDS } from '../src/demo/demo-request-rules';
import {
  asNewVisitor,
  field,
  fill,
  INSERTS,
  SUCCESS,
  submitButton,
  toast,
} from './support/demo-form';
import {
  demoRequestsFor,
  holdRequests,
  offline,
  STACK_URL,
  settleAnimations,
  uniqueEmail,
  WIDTHS,
} from './support/site';

/**
 * The /demo page (docs/requirements.md#the-demo-page), its form's fields, states, validation and
 * toasts (docs/requirements.md#the-demo-form), and the form's abuse protection
 * (docs/requirements.md#demo-requests) — against the local stack's database. The database allows 10
 * requests per client address an hour (the README's "Abuse limits on the form"), so each test is a
 * visitor of its own: its inserts leave this machine from a loopback address no other test uses
 * (see asNewVisitor), and nothing in the stack is relaxed for tests.
 */

const FAILURE = 'There was an error submitting your request. Please try again.';
const RATE_LIMITED =
  "We've received several requests from you in a short time. Please try again in an hour.";
const TIMED_OUT = 'The request took too long. Check your connection and try again.';
/** Inserts straight into the API, as another client of the same database would. */
async function insertAs(visitor: Visitor, row: Record<string, string>): Promise<Response> {
  return visitor.fetch(`${STACK_URL}/rest/v1/demo_requests`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(row),
  });
}

/** Counts the inserts the page sends to demo_requests. */
function countInserts(page: Page) {
  const inserts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/demo_requests')) {
      inserts.push(request.url());
    }
  });
  return inserts;
}

let visitor: Visitor;

test.beforeEach(async ({ page }) => {
  await offline(page);
  visitor = await asNewVisitor(page);
  // The page's clock runs as usual; a test jumps it past the submit timeout.
  await page.clock.install();
  await page.goto('/demo');
  // The form is prerendered: these tests are about the app's submit, so they start once it runs.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Meet Our AI Workers' })).toBeVisible();
  await expect(page.getByText('Schedule a product demo with our team')).toBeVisible();
});

test.afterEach(async () => {
  await visitor.close();
});

test('the form: four required fields, an email input and a 4-row textarea', async ({ page }) => {
  await expect(page.getByRole('form', { name: 'Request a demo' })).toBeVisible();
  for (const label of ['First name', 'Last name', 'Work email', 'Requirements']) {
    await expect(field(page, label)).toHaveAttribute('required', '');
  }
  await expect(field(page, 'Work email')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Requirements')).toHaveAttribute('rows', '4');
  await expect(field(page, 'Requirements')).toHaveAttribute(
    'placeholder',
    'Tell us about your requirements...',
  );
});

test('what the table would refuse is explained at the field, focused, and never sent', async ({
  page,
}) => {
  const inserts = countInserts(page);
  await submitButton(page).click();
  await expect(field(page, 'First name')).toBeFocused();
  await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'First name')).toHaveAccessibleDescription('Enter your first name.');
  await expect(field(page, 'Requirements')).toHaveAccessibleDescription('Tell us what you need.');

  // Blanks only, and an address without a dotted domain: the browser alone would let both pass.
  await fill(page, { email: 'ada@localhost', requirements: '   ' });
  await submitButton(page).click();
  await expect(field(page, 'Work email')).toBeFocused();
  await expect(field(page, 'Work email')).toHaveAccessibleDescription(
    'Enter an email address like name@company.com.',
  );
  await expect(field(page, 'Requirements')).toHaveAccessibleDescription('Tell us what you need.');
  await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid');

  await field(page, 'Work email').fill('ada@example.com');
  await expect(field(page, 'Work email')).not.toHaveAttribute('aria-invalid');
  await expect(field(page, 'Requirements')).toHaveAttribute('aria-invalid', 'true');
  expect(inserts).toEqual([]);
});

test("the form's checks and the table's agree, value by value", async () => {
  // The longest addresses, unique to this run: the table allows 3 requests per email an hour, so a
  // fixed address would be refused when the test is repeated (`--repeat-each`).
  const longLocalPart = (length: number) => uniqueEmail('agree').split('@')[0]?.padEnd(length, 'a');
  const cases: Array<[keyof DemoRequest, string]> = [
    ['firstName', '   '],
    ['firstName', 'x'.repeat(100)],
    ['firstName', 'x'.repeat(101)],
    ['firstName', ` ${'x'.repeat(100)} `],
    ['lastName', '😀'.repeat(100)],
    ['lastName', '😀'.repeat(101)],
    ['workEmail', 'ada@localhost'],
    ['workEmail', 'ada lovelace@example.com'],
    ['workEmail', 'ada@@example.com'],
    ['workEmail', 'ada@example..com'],
    ['workEmail', `${longLocalPart(242)}@example.com`],
    ['workEmail', `${longLocalPart(243)}@example.com`],
    ['requirements', '\n\t '],
    ['requirements', 'y'.repeat(5000)],
    ['requirements', 'y'.repeat(5001)],
  ];
  for (const [name, value] of cases) {
    const request = { ...requestFor(uniqueEmail('agree')), [name]: value };
    // A fresh visitor and email per case, so the cases never meet a rate limit.
    const sender = newVisitor();
    try {
      const answer = await insertAs(sender, toDemoRequestRow(request));
      const formAccepts = FIELDS.every((each) => brokenRule(each, request[each]) === undefined);
      expect(answer.status === 201, `${name} = ${JSON.stringify(value).slice(0, 40)}`).toBe(
        formAccepts,
      );
    } finally {
      await sender.close();
    }
  }
});

test('submitting: "Submitting..." and disabled, then the success toast, cleared fields and one trimmed row', async ({
  page,
}) => {
  const email = uniqueEmail('success');
  const release = await holdRequests(page, INSERTS);

  await fill(page, { email: `  ${email} `, requirements: '  Two clinics, 40 calls a day\n' });
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Submitting...');
  await expect(submitButton(page)).toBeDisabled();
  release();

  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(toast(page, 'Success!')).toContainText(SUCCESS);
  await expect(toast(page, 'Success!')).toHaveAttribute('data-type', 'success');
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).not.toHaveText('Submitting...');
  for (const label of ['First name', 'Last name', 'Work email', 'Requirements']) {
    await expect(field(page, label)).toHaveValue('');
  }

  const rows = await demoRequestsFor(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    first_name: 'Ada',
    last_name: 'Lovelace',
    work_email: email,
    requirements: 'Two clinics, 40 calls a day',
  });
});

test('what the visitor types while the submit is under way is kept', async ({ page }) => {
  const email = uniqueEmail('typing');
  const release = await holdRequests(page, INSERTS);
  await fill(page, { email });
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Submitting...');
  await field(page, 'Requirements').press('End');
  await field(page, 'Requirements').pressSequentially(', and a third clinic in May');
  release();

  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('');
  await expect(field(page, 'Work email')).toHaveValue('');
  await expect(field(page, 'Requirements')).toHaveValue(
    'Two clinics, 40 calls a day, and a third clinic in May',
  );
  expect((await demoRequestsFor(email))[0]).toMatchObject({
    requirements: 'Two clinics, 40 calls a day',
  });
});

test('a double submit creates exactly one row', async ({ page }) => {
  const email = uniqueEmail('double');
  const inserts = countInserts(page);
  await fill(page, { email });
  // Two submits in the same task, before React can re-render the disabled button.
  await page.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await submitButton(page).dblclick();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect.poll(() => demoRequestsFor(email)).toHaveLength(1);
  expect(inserts).toHaveLength(1);
});

test('a visitor over the limit is told to try later, and keeps what was typed', async ({
  page,
}) => {
  const email = uniqueEmail('limit');
  // The same person already sent three requests this hour, from elsewhere.
  for (let i = 0; i < 3; i++) {
    const elsewhere = newVisitor();
    expect((await insertAs(elsewhere, toDemoRequestRow(requestFor(email)))).status).toBe(201);
    await elsewhere.close();
  }
  await fill(page, { email });
  const response = page.waitForResponse(INSERTS);
  await submitButton(page).click();
  expect((await response).status()).toBe(429);

  const refused = toast(page, 'Please try again later');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(RATE_LIMITED);
  await expect(refused).toHaveAttribute('data-type', 'error');
  expect(await refused.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(220, 38, 38)',
  );
  await expect(field(page, 'First name')).toHaveValue('Ada');
  await expect(field(page, 'Work email')).toHaveValue(email);
  await expect(field(page, 'Requirements')).toHaveValue('Two clinics, 40 calls a day');
  await expect(submitButton(page)).toBeEnabled();
  expect(await demoRequestsFor(email)).toHaveLength(3);
});

test('a bot that fills the hidden field is told "success" and nothing is stored', async ({
  page,
}) => {
  const email = uniqueEmail('bot');
  const inserts = countInserts(page);
  const honeypot = page.locator('input[name="website"]');
  // Out of the tab order and of the accessibility tree: only a program reading the markup finds it.
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  await honeypot.fill('https://cheap-pills.example', { force: true });
  await fill(page, { email });
  await submitButton(page).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(field(page, 'Work email')).toHaveValue('');
  expect(inserts).toEqual([]);
  expect(await demoRequestsFor(email)).toEqual([]);
});

test('a submit that hangs times out with a clear message, keeping the fields', async ({ page }) => {
  const email = uniqueEmail('hang');
  await page.route(INSERTS, () => {}); // never answered
  await fill(page, { email });
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Submitting...');
  await page.clock.fastForward(15_000);
  const error = toast(page, 'Error');
  await expect(error).toContainText(TIMED_OUT);
  await expect(field(page, 'Work email')).toHaveValue(email);
  await expect(submitButton(page)).toBeEnabled();
});

/** Whether two boxes on the page share a point. */
function overlap(a: Box | null, b: Box | null): boolean {
  if (!a || !b) throw new Error('an element has no box on the page');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// A laptop's screen (Playwright's desktop default) and a phone's.
for (const viewport of [{ width: 1280, height: 720 }, WIDTHS[1]]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a network failure keeps the fields, and the button is free for the retry', async ({
      page,
    }) => {
      const email = uniqueEmail('retry');
      const unreachable = (route: Route) => route.abort('connectionrefused');
      await page.route(INSERTS, unreachable);
      await fill(page, { email });
      await submitButton(page).click();
      await expect(toast(page, 'Error')).toContainText(FAILURE);
      await expect(toast(page, 'Error')).toHaveAttribute('data-type', 'error');
      await expect(field(page, 'Work email')).toHaveValue(email);
      // The toast in its place leaves the button that sends the form again uncovered.
      await settleAnimations(page);
      const [shown, button] = [toast(page, 'Error'), submitButton(page)];
      expect(overlap(await shown.boundingBox(), await button.boundingBox())).toBe(false);

      await page.unroute(INSERTS, unreachable);
      await submitButton(page).click();
      await expect(toast(page, 'Success!')).toBeVisible();
      expect(await demoRequestsFor(email)).toHaveLength(1);
    });
  });
}

test('the form works from the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard');
  await field(page, 'First name').focus();
  await page.keyboard.type('Grace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('A fleet of 12 service vans');
  await page.keyboard.press('Tab');
  await expect(submitButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Success!')).toBeVisible();
  expect(await demoRequestsFor(email)).toHaveLength(1);
});

test('a form filled by autofill and submitted at once is sent and stored', async ({ page }) => {
  const email = uniqueEmail('autofill');
  // Autofill sets every field in one go, each with its input event, as Chromium's does.
  await page.locator('form').evaluate((form: HTMLFormElement, values) => {
    for (const [name, value] of Object.entries(values)) {
      const control = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
      control.value = value;
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, requestFor(email));
  await submitButton(page).click();
  await expect(toast(page, 'Success!')).toContainText(SUCCESS);
  expect(await demoRequestsFor(email)).toEqual([
    expect.objectContaining({ first_name: 'Ada', last_name: 'Lovelace', work_email: email }),
  ]);
});

/** A valid request for `email`. */
function requestFor(email: string): DemoRequest {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    workEmail: email,
    requirements: 'Two clinics, 40 calls a day',
  };
}
