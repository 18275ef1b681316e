import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speakerPrefix, TranscriptPanel } from './transcript-panel';

describe('speakerPrefix', () => {
  it('prefixes the assistant with AGENT: and the visitor with YOU:', () => {
    expect(speakerPrefix('assistant')).toBe('AGENT:');
    expect(speakerPrefix('user')).toBe('YOU:');
  });
});

/** `count` alternating lines. */
const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    speaker: i % 2 ? ('user' as const) : ('assistant' as const),
    text: `Line ${i + 1}.`,
  }));

/**
 * The panel with a layout jsdom does not have: 40 px per line in a 300 px window. `scrollTop` is
 * what the panel or the visitor last set.
 */
function renderPanel(count: number) {
  const view = render(<TranscriptPanel agentName="Hotel Concierge" lines={lines(count)} />);
  const log = screen.getByRole('log');
  let shown = count;
  Object.defineProperty(log, 'scrollHeight', { get: () => shown * 40 });
  Object.defineProperty(log, 'clientHeight', { get: () => 300 });
  const show = (next: number) => {
    shown = next;
    view.rerender(<TranscriptPanel agentName="Hotel Concierge" lines={lines(next)} />);
  };
  /** The visitor (or a smooth scroll on its way) puts the panel at `top`. */
  const scrollTo = (top: number) => {
    log.scrollTop = top;
    fireEvent.scroll(log);
  };
  return { log, show, scrollTo };
}

describe('TranscriptPanel: follows the newest line', () => {
  it('keeps following when lines arrive while its smooth scroll is still on its way down', () => {
    const { log, show, scrollTo } = renderPanel(12);
    scrollTo(12 * 40 - 300); // at the bottom
    show(16); // a burst of lines: the panel scrolls smoothly towards the new bottom
    scrollTo(200); // on its way, far from the bottom
    scrollTo(260);
    show(20); // more lines arrive meanwhile
    expect(log.scrollTop).toBe(20 * 40);
  });

  it('stops following once the visitor scrolls up, and follows again back at the bottom', () => {
    const { log, show, scrollTo } = renderPanel(12);
    scrollTo(480 - 300); // at the bottom
    scrollTo(40); // the visitor scrolls up to read
    show(14);
    expect(log.scrollTop).toBe(40);
    scrollTo(14 * 40 - 300 - 10); // back near the bottom
    show(16);
    expect(log.scrollTop).toBe(16 * 40);
  });
});
