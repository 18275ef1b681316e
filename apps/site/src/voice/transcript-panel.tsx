import type { Speaker, TranscriptLine } from '@org/web-call/react';
import { AudioLines } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** The label a line is prefixed with in the panel (docs/requirements.md#the-live-demo). */
export function speakerPrefix(speaker: Speaker): 'AGENT:' | 'YOU:' {
  return speaker === 'assistant' ? 'AGENT:' : 'YOU:';
}

/**
 * The "LIVE TRANSCRIPT" panel (docs/requirements.md#the-live-demo): 300–400 px high, scrolls,
 * follows the newest line, and says "Listening for speech..." until the first final transcript
 * arrives.
 */
export function TranscriptPanel({
  agentName,
  lines,
}: {
  agentName: string;
  lines: readonly TranscriptLine[];
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // Follow the newest line, unless the visitor has scrolled up to read an earlier one.
  const following = useRef(true);
  const lastTop = useRef(0);

  useEffect(() => {
    const element = scroller.current;
    if (element && lines.length > 0 && following.current) element.scrollTop = element.scrollHeight;
  }, [lines]);

  // The panel scrolls smoothly: on its way down to a new line it passes far from the bottom, and
  // more lines may arrive meanwhile. Only a scroll up is the visitor's; back near the bottom, the
  // panel follows again.
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < 48) {
      following.current = true;
    } else if (element.scrollTop < lastTop.current) {
      following.current = false;
    }
    lastTop.current = element.scrollTop;
  };

  return (
    <section
      aria-label="Live transcript"
      data-slot="transcript-panel"
      className="overflow-hidden rounded-3xl border border-slate-800 bg-slate-950 text-slate-100 shadow-2xl shadow-indigo-950/20"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 px-6 py-4">
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-slate-300">
          <AudioLines aria-hidden="true" className="size-4 text-indigo-300" />
          LIVE TRANSCRIPT
        </p>
        <p className="text-sm text-slate-300">
          Active Agent: <span className="font-semibold text-white">{agentName}</span>
        </p>
      </header>
      <div
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-label={`Transcript of the call with ${agentName}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onScroll={onScroll}
        className="max-h-[400px] min-h-[300px] space-y-4 overflow-y-auto scroll-smooth px-6 motion-reduce:scroll-auto py-5 font-mono text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:ring-inset"
      >
        {lines.length === 0 ? (
          <p className="flex items-center gap-2 text-slate-400">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 rounded-full bg-slate-400 motion-safe:animate-bounce" />
              <span className="size-1.5 rounded-full bg-slate-400 motion-safe:animate-bounce [animation-delay:150ms]" />
              <span className="size-1.5 rounded-full bg-slate-400 motion-safe:animate-bounce [animation-delay:300ms]" />
            </span>
            Listening for speech...
          </p>
        ) : (
          lines.map((line, index) => (
            <p
              // Lines only ever grow at the end, so the index is a stable key.
              key={index}
              data-speaker={line.speaker}
              className="whitespace-pre-wrap"
            >
              <span
                className={
                  line.speaker === 'assistant'
                    ? 'mr-2 font-bold text-indigo-300'
                    : 'mr-2 font-bold text-emerald-300'
                }
              >
                {speakerPrefix(line.speaker)}
              </span>
              {line.text}
            </p>
          ))
        )}
      </div>
    </section>
  );
}
