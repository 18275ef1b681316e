import type { Page } from '@playwright/test';
import { newVisitor, type Visitor } from '../../../local-stack/src/testing/visitors';

/** The demo form's helpers, shared by its specs (docs/requirements.md#the-demo-form). */

export const SUCCESS = "Your demo request has been submitted. We'll be in touch soon!";
export const INSERTS = '**/rest/v1/demo_requests*';

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const submitButton = (page: Page) => page.locator('form button[type="submit"]');
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Headers that belong to one connection, not to the request it carries. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'accept-encoding']);

/**
 * Sends the page's demo-request inserts from a loopback address of their own: to the database's
 * rate limits, a new visitor. The browser still builds the request and reads the real answer.
 */
export async function asNewVisitor(page: Page): Promise<Visitor> {
  const visitor = newVisitor();
  await page.route(INSERTS, async (route) => {
    const request = route.request();
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(
        ([name]) => !HOP_HEADERS.has(name) && !name.startsWith(':'),
      ),
    );
    let answer: Response;
    try {
      answer = await visitor.fetch(request.url(), {
        method: request.method(),
        headers,
        body: request.postData() ?? undefined,
      });
    } catch {
      await route.abort('connectionrefused');
      return;
    }
    const answerHeaders = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !['content-encoding', 'content-length'].includes(name),
      ),
    );
    await route.fulfill({
      status: answer.status,
      headers: answerHeaders,
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  return visitor;
}

/** Fills the four fields. */
export async function fill(page: Page, values: { email: string; requirements?: string }) {
  await field(page, 'First name').fill('Ada');
  await field(page, 'Last name').fill('Lovelace');
  await field(page, 'Work email').fill(values.email);
  await field(page, 'Requirements').fill(values.requirements ?? 'Two clinics, 40 calls a day');
}
