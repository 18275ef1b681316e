import { installIntersectionObserver } from '@org/ui/testing/intersection-observer';
import { screen, waitFor } from '@testing-library/react';
import { type ComponentType, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_WANTED_EVENT } from '../lib/hydration';
import { IslandsRuntime } from './hydrate';
import { islandIdPrefix, islandRoot } from './island-root';
import type { IslandName } from './registry';

/** Islands of the test pages, standing in for the site's registry. */
const islands = vi.hoisted(() => ({
  loads: {} as Record<string, () => Promise<{ default: unknown }>>,
}));

vi.mock('./registry', () => ({
  ISLANDS: new Proxy({}, { get: (_target, name: string) => islands.loads[name] }) as Record<
    string,
    () => Promise<{ default: unknown }>
  >,
  isIslandName: (name: string | undefined) => name !== undefined && name in islands.loads,
}));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <p>
      <span id={id}>{label}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
    </p>
  );
}

function Crash(): never {
  throw new Error('Kaboom in an island');
}

/** Puts `name` on the page, rendered as the build renders it. */
function place(
  name: string,
  Component: ComponentType<{ label: string }>,
  { label = name, hydrateOn = 'load' }: { label?: string; hydrateOn?: string } = {},
): HTMLElement {
  islands.loads[name] = () => Promise.resolve({ default: Component });
  const container = document.createElement('div');
  container.setAttribute('data-island', name);
  container.setAttribute('data-props', JSON.stringify({ label }));
  container.setAttribute('data-hydrate-on', hydrateOn);
  container.className = 'contents';
  container.innerHTML = renderToString(islandRoot(Component as ComponentType<object>, { label }), {
    identifierPrefix: islandIdPrefix(name as IslandName),
  });
  document.getElementById('root')?.append(container);
  return container;
}

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  // The runtime's roots run on React's own scheduler, as in a page, not inside act().
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
  io = installIntersectionObserver();
  document.body.innerHTML = '<div id="root"><h1>Static page</h1></div>';
  islands.loads = {};
});
afterEach(() => {
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
  io.restore();
  document.documentElement.removeAttribute('data-hydrated');
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('IslandsRuntime: each island a root of its own', () => {
  it('hydrates the islands in place, with their props, then marks the page', async () => {
    const errors = vi.spyOn(console, 'error');
    const header = place('header', Counter, { label: 'Menu' });
    const form = place('demo-form', Counter, { label: 'Send' });
    const prerendered = header.querySelector('button');
    await new IslandsRuntime().start();

    expect(header).toHaveAttribute('data-hydrated');
    expect(form).toHaveAttribute('data-hydrated');
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    // The prerendered elements are kept, and now answer.
    expect(header.querySelector('button')).toBe(prerendered);
    screen.getByRole('button', { name: 'Menu 0' }).click();
    expect(await screen.findByRole('button', { name: 'Menu 1' })).toHaveAccessibleDescription(
      'Menu',
    );
    expect(screen.getByRole('heading', { name: 'Static page' })).toBeInTheDocument();
    // Ids match the build's: no mismatch was reported.
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates an island placed to wait until it comes near the screen', async () => {
    const feed = place('booking-feed', Counter, { hydrateOn: 'visible' });
    await new IslandsRuntime().start();
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    expect(feed).not.toHaveAttribute('data-hydrated');
    // The island's own element is watched: its container has no box.
    const observer = io.observers.at(-1);
    expect([...(observer?.targets ?? [])]).toEqual([feed.firstElementChild]);
    observer?.trigger(true);
    await waitFor(() => expect(feed).toHaveAttribute('data-hydrated'));
  });

  it('hydrates at once an island the visitor reached for, before or after it started', async () => {
    const early = place('booking-feed', Counter, { hydrateOn: 'visible' });
    const late = place('lead-feed', Counter, { hydrateOn: 'visible' });
    early.setAttribute('data-wanted', '');
    await new IslandsRuntime().start();
    await waitFor(() => expect(early).toHaveAttribute('data-hydrated'));
    expect(late).not.toHaveAttribute('data-hydrated');
    late.dispatchEvent(new Event(ISLAND_WANTED_EVENT, { bubbles: true }));
    await waitFor(() => expect(late).toHaveAttribute('data-hydrated'));
  });
});

describe('IslandsRuntime: a failing island fails alone', () => {
  it('puts the error view in place of the island that crashed; the others go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const header = place('header', Counter, { label: 'Menu' });
    islands.loads['live-demo'] = () => Promise.resolve({ default: Crash });
    const demo = document.createElement('div');
    demo.setAttribute('data-island', 'live-demo');
    demo.innerHTML = '<p>Prerendered</p>';
    document.getElementById('root')?.append(demo);
    const form = place('demo-form', Counter, { label: 'Send' });

    await new IslandsRuntime().start();
    const heading = await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(demo).toContainElement(heading);
    expect(demo).toHaveTextContent('Kaboom in an island');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(demo).not.toHaveAttribute('data-hydrated');
    // The page around it, and the islands before and after it, are still there and answer.
    expect(screen.getByRole('heading', { name: 'Static page' })).toBeInTheDocument();
    expect(header).toHaveAttribute('data-hydrated');
    expect(form).toHaveAttribute('data-hydrated');
    screen.getByRole('button', { name: 'Send 0' }).click();
    expect(await screen.findByRole('button', { name: 'Send 1' })).toBeInTheDocument();
    // Not every island hydrated: the page is not marked as hydrated.
    expect(document.documentElement).not.toHaveAttribute('data-hydrated');
  });

  it('shows the error view in place of an island the site does not have', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document
      .getElementById('root')
      ?.insertAdjacentHTML('beforeend', '<div data-island="gone"></div>');
    await new IslandsRuntime().start();
    const message = await screen.findByText('The page holds an unknown island "gone".');
    expect(document.querySelector('[data-island="gone"]')).toContainElement(message);
    expect(screen.getByRole('heading', { name: 'Static page' })).toBeInTheDocument();
  });
});
