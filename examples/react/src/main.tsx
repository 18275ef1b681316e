import { WebCallProvider } from '@org/web-call/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { keepClient } from './audio-controls';
import { apiBaseUrl, clientOptions, publicKey } from './config';

// The client and its code load with the first start (or the warm-up on hover), not with the page.
const createClient = async () => {
  const [{ WebCall }, options] = await Promise.all([import('@org/web-call'), clientOptions()]);
  return keepClient(new WebCall(publicKey, apiBaseUrl, undefined, undefined, options));
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <WebCallProvider createClient={createClient}>
      <App />
    </WebCallProvider>
  </StrictMode>,
);
