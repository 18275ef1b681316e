// What the person hears of the call: the assistant's words as they are spoken (captions), and how
// long each turn kept the person waiting, from @org/web-call/react's hooks.
import { useCaption, useTurnLatency } from '@org/web-call/react';

export function TurnsAndCaptions() {
  const caption = useCaption();
  const { last, p50, p95, count, thinking } = useTurnLatency();
  return (
    <section aria-label="What you hear">
      <p className="captions" aria-hidden="true">
        {thinking ? 'The assistant is thinking…' : caption?.text}
      </p>
      {last && (
        <p>
          Last wait {last.totalMs} ms
          {last.networkMs !== undefined && ` (network ${last.networkMs} ms)`} · p50 {p50} ms · p95{' '}
          {p95} ms over {count} {count === 1 ? 'turn' : 'turns'}
        </p>
      )}
    </section>
  );
}
