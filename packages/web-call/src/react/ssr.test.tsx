// @vitest-environment node
// The bindings under server-side rendering (react-dom/server, no DOM): they render the idle state,
// make no client, load no client code and touch no browser global.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  useIsSpeaking,
  useTranscript,
  useVolumeLevel,
  useWebCall,
  useWebCallEvent,
  WebCallProvider,
} from './index';

function Widget() {
  const { state, error, callId } = useWebCall();
  const { lines, partial } = useTranscript();
  useWebCallEvent('call-start', () => {});
  const volume = useVolumeLevel();
  const speaking = useIsSpeaking();
  return <p>{[state, error, callId, lines.length, partial, volume, speaking].join('|')}</p>;
}

describe('server-side rendering (react-dom/server)', () => {
  it('renders the idle state and makes nothing', () => {
    expect(typeof window).toBe('undefined');
    const createClient = vi.fn();
    const html = renderToString(
      <WebCallProvider createClient={createClient}>
        <Widget />
      </WebCallProvider>,
    );
    expect(html).toBe('<p>idle|||0||0|false</p>');
    expect(createClient).not.toHaveBeenCalled();
  });

  it('with resume="session", renders idle without reading sessionStorage (there is none)', () => {
    expect(typeof sessionStorage).toBe('undefined');
    const createClient = vi.fn();
    const html = renderToString(
      <WebCallProvider createClient={createClient} resume="session">
        <Widget />
      </WebCallProvider>,
    );
    expect(html).toBe('<p>idle|||0||0|false</p>');
    expect(createClient).not.toHaveBeenCalled();
  });

  it('loads no client code while rendering', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('@org/web-call', () => {
      loaded();
      return {};
    });
    const bindings = await import('./index');
    const html = renderToString(
      <bindings.WebCallProvider createClient={() => import('@org/web-call') as never}>
        <p>page</p>
      </bindings.WebCallProvider>,
    );
    expect(html).toBe('<p>page</p>');
    expect(loaded).not.toHaveBeenCalled();
    vi.doUnmock('@org/web-call');
  });
});
