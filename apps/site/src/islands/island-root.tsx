/**
 * The element an island's React root renders, the same on the server and in the browser: the
 * build renders each island as a root of its own, so that what React derives from the tree (the
 * ids of `useId`, which label and describe elements) comes out the same when the browser hydrates
 * it. Each island's ids carry its name as their prefix, so two islands never share one.
 */
import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import type { IslandName } from './registry';

/** Runs `onCommit` once React has committed what it wraps (never on the server). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, []);
  return children;
}

/** The prefix of every `useId` id inside the island `name`. */
export function islandIdPrefix(name: IslandName): string {
  return `${name}-`;
}

/** What an island's root renders: its component with its props. */
export function islandRoot(
  Component: ComponentType<object>,
  props: object,
  onCommit: () => void = () => {},
): ReactNode {
  return (
    <StrictMode>
      <Committed onCommit={onCommit}>
        <Component {...props} />
      </Committed>
    </StrictMode>
  );
}
