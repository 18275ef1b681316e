/**
 * What keeps the benchmark's browsers on this machine: Chrome flags that let only loopback names
 * resolve and stop Chrome's own background traffic, and the canned answer of the location lookup
 * (the one outside service a page asks), given as a reachable service would give it.
 */

import { TEST_ARGS } from '../../../scripts/browser.mjs';

/** Where the location lookup asks (the build's VITE_GEOLOCATION_URL, or its default). */
export const GEOLOCATION_ORIGIN = new URL(
  process.env.VITE_GEOLOCATION_URL || 'https://ipapi.co/json/',
).origin;

/** The location service's answer. */
export const LOCATION_ANSWER = {
  status: 200,
  headers: {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
  },
  body: JSON.stringify({ country_name: 'Portugal', country_code: 'PT' }),
};

/** Whether a host name is this machine. */
export function isLoopback(hostname) {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/**
 * Chrome flags: the browser tests' own (no sandbox, no GPU, no background traffic), and nothing
 * else talking to the network on its own.
 */
export const CHROME_FLAGS = [
  ...TEST_ARGS,
  '--disable-dev-shm-usage',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-extensions',
  '--metrics-recording-only',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-features=OptimizationHints,MediaRouter,Translate',
  // Only loopback resolves: the page cannot reach any outside host, whatever it asks for.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
