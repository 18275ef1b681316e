import { expect, type Page, test } from '@playwright/test';
import { demoRequestsFor, offline, uniqueEmail } from './support/site';

/** SPEC §2 /demo, §4 demo form, §5 validation, §8 toasts — against the local stack's database. */

const SUCCESS = "Your demo request has been submitted. We'll be in touch soon!";
const FAILURE = 'There was an error submitting your request. Please try again.';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submitButton = (page: Page) => page.locator('form button[type="submit"]');
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

async function fill(page: Page, values: { email: string; requirements?: string }) {
  await field(page, 'First name').fill('Ada');
  await field(page, 'Last name').fill('Lovelace');
  await field(page, 'Work email').fill(values.email);
  await field(page, 'Requirements').fill(values.requirements ?? 'Two clinics, 40 calls a day');
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

test.beforeEach(async ({ page }) => {
  await offline(page);
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: 'Meet Our AI Workers' })).toBeVisible();
  await expect(page.getByText('Schedule a product demo with our team')).toBeVisible();
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

test('the browser blocks empty fields and a malformed email; nothing is sent', async ({ page }) => {
  const inserts = countInserts(page);
  await submitButton(page).click();
  expect(
    await field(page, 'First name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);

  await fill(page, { email: 'not-an-email' });
  await submitButton(page).click();
  expect(
    await field(page, 'Work email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);

  await field(page, 'Work email').fill('ada@example.com');
  await field(page, 'Requirements').fill('');
  await submitButton(page).click();
  expect(
    await field(page, 'Requirements').evaluate(
      (el: HTMLTextAreaElement) => el.validity.valueMissing,
    ),
  ).toBe(true);
  await page.waitForTimeout(300);
  expect(inserts).toEqual([]);
});

test('submitting: "Submitting..." and disabled, then the success toast, cleared fields and one row', async ({
  page,
}) => {
  const email = uniqueEmail('success');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/demo_requests*', async (route) => {
    await held;
    await route.continue();
  });

  await fill(page, { email });
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
  await page.waitForTimeout(500);
  expect(inserts).toHaveLength(1);
  expect(await demoRequestsFor(email)).toHaveLength(1);
});

test('a refused insert shows the destructive error toast and keeps what was typed', async ({
  page,
}) => {
  const email = uniqueEmail('refused');
  // Spaces pass the browser's `required` but break the table's not-blank constraint: a real
  // failure from PostgREST, not a mocked one.
  await fill(page, { email, requirements: '   ' });
  const response = page.waitForResponse('**/rest/v1/demo_requests*');
  await submitButton(page).click();
  expect((await response).status()).toBe(400);

  const error = toast(page, 'Error');
  await expect(error).toBeVisible();
  await expect(error).toContainText(FAILURE);
  await expect(error).toHaveAttribute('data-type', 'error');
  expect(await error.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(220, 38, 38)',
  );
  await expect(field(page, 'First name')).toHaveValue('Ada');
  await expect(field(page, 'Last name')).toHaveValue('Lovelace');
  await expect(field(page, 'Work email')).toHaveValue(email);
  await expect(field(page, 'Requirements')).toHaveValue('   ');
  await expect(submitButton(page)).toBeEnabled();
  expect(await demoRequestsFor(email)).toEqual([]);
});

test('a network failure also keeps the fields and can be retried', async ({ page }) => {
  const email = uniqueEmail('retry');
  await page.route('**/rest/v1/demo_requests*', (route) => route.abort('connectionrefused'));
  await fill(page, { email });
  await submitButton(page).click();
  await expect(toast(page, 'Error')).toContainText(FAILURE);
  await expect(field(page, 'Work email')).toHaveValue(email);

  await page.unroute('**/rest/v1/demo_requests*');
  await submitButton(page).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  expect(await demoRequestsFor(email)).toHaveLength(1);
});

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
