import { expect, type Page, test } from '@playwright/test';
import type { Visitor } from '../../local-stack/src/testing/visitors';
import { asNewVisitor, field, fill, SUCCESS, submitButton, toast } from './support/demo-form';
import {
  APP_ENTRY,
  demoRequestsFor,
  holdRequests,
  hydrated,
  offline,
  uniqueEmail,
} from './support/site';

/**
 * Nothing the visitor typed is lost (docs/requirements.md#the-demo-form): the prerendered /demo
 * form can be filled and submitted before the app has hydrated it. The submission is held (no
 * native GET of the page, which would drop what was typed) and sent by the app once it is in (the
 * README's "Pages and islands").
 */

/** Every document the tab requests from now on: a native form submission would be one. */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  return urls;
}

let visitor: Visitor;

test.beforeEach(async ({ page }) => {
  await offline(page);
  visitor = await asNewVisitor(page);
  await page.clock.install();
});

test.afterEach(async () => {
  await visitor.close();
});

const WAYS = [
  {
    name: 'requestSubmit()',
    submit: (page: Page) =>
      page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit()),
  },
  { name: 'Enter in a field', submit: (page: Page) => field(page, 'Work email').press('Enter') },
] as const;

for (const way of WAYS) {
  test(`a form submitted before hydration (${way.name}) is held, then sent: one row, no navigation`, async ({
    page,
  }) => {
    const email = uniqueEmail('early');
    const release = await holdRequests(page, APP_ENTRY);
    await page.goto('/demo');
    const navigations = documentRequests(page);
    await fill(page, { email });
    await way.submit(page);
    // Nothing happened yet: no app, no native submission, the values are still there.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    );
    expect(navigations).toEqual([]);
    await expect(field(page, 'Work email')).toHaveValue(email);

    release();
    await hydrated(page);
    await expect(toast(page, 'Success!')).toContainText(SUCCESS);
    await expect(submitButton(page)).toBeEnabled();
    expect(await demoRequestsFor(email)).toEqual([
      expect.objectContaining({
        first_name: 'Ada',
        last_name: 'Lovelace',
        work_email: email,
        requirements: 'Two clinics, 40 calls a day',
      }),
    ]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/demo');
    expect(navigations).toEqual([]);
  });
}
