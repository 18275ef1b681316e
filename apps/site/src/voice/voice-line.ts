/**
 * One voice line for the page: the orb and the live demo never hold calls at the same time (SPEC §4:
 * starting is ignored while a call is under way). Whoever has a call under way holds the line; the
 * other waits until it is released.
 */
import { useSyncExternalStore } from 'react';

/** Who can hold the line. */
export type LineOwner = 'orb' | 'demo';

/** A tiny observable holder of the line. */
export class VoiceLine {
  #owner: LineOwner | null = null;
  #listeners = new Set<() => void>();

  /** Who holds the line, or `null` when it is free. */
  getOwner = (): LineOwner | null => this.#owner;

  /** Calls `listener` whenever the owner changes; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Takes the line if it is free (or already ours); says whether we hold it now. */
  claim(owner: LineOwner): boolean {
    if (this.#owner !== null && this.#owner !== owner) return false;
    this.#set(owner);
    return true;
  }

  /** Frees the line if `owner` holds it. */
  release(owner: LineOwner): void {
    if (this.#owner === owner) this.#set(null);
  }

  /** Whether `owner` may start a call now. */
  isFreeFor(owner: LineOwner): boolean {
    return this.#owner === null || this.#owner === owner;
  }

  #set(owner: LineOwner | null) {
    if (owner === this.#owner) return;
    this.#owner = owner;
    for (const listener of this.#listeners) listener();
  }
}

/** The page's line. */
export const voiceLine = new VoiceLine();

/** Who holds the page's line, kept up to date. */
export function useLineOwner(line: VoiceLine = voiceLine): LineOwner | null {
  return useSyncExternalStore(line.subscribe, line.getOwner, line.getOwner);
}
