/** The background location lookup: when it runs, and that it never delays the page. */
import { whenPageIdle } from '../lib/when-idle';
import { type LocationStore, visitorLocationStore } from './location-store';

/**
 * Runs the background location lookup (docs/requirements.md#site-calls) once the page is idle.
 * Returns the cancel for a lookup not yet started.
 */
export function startLocationLookup(
  store: LocationStore = visitorLocationStore,
  win?: Window,
): () => void {
  return whenPageIdle(() => void store.load(), win);
}
