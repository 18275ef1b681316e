import type { Caption } from '@org/web-call';
import { useCallValue } from './hooks';

/**
 * The assistant's words spoken so far in its latest turn, in step with its audio, for captions
 * (docs/requirements.md#words-as-they-are-spoken); null before its first words and when a new
 * call starts.
 *
 * @example
 * ```tsx
 * const caption = useCaption();
 * return <p aria-live="off" className="captions">{caption?.text}</p>;
 * ```
 */
export function useCaption(): Caption | null {
  return useCallValue<Caption | null, 'caption'>(null, 'caption', (set) => set);
}
