import '@org/ui/globals.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { LiveDemoSection } from './live-demo-section';
import { fakeRuntime } from './testing/fake-voice-client';
import { VoiceOrb } from './voice-orb';
import { VoiceRuntimeProvider } from './voice-runtime';

const runtime = fakeRuntime({ simulated: true });
(window as unknown as { __fake: typeof runtime }).__fake = runtime;
const qc = new QueryClient();
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={qc}>
    <VoiceRuntimeProvider runtime={runtime}>
      <div className="grid min-h-[520px] place-items-center bg-gradient-to-br from-slate-950 via-indigo-950 to-slate-900">
        <VoiceOrb />
      </div>
      <LiveDemoSection />
    </VoiceRuntimeProvider>
  </QueryClientProvider>,
);
