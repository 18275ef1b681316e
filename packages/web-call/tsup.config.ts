import { defineConfig } from 'tsup';

export default defineConfig({
  // `react` is its own entry: it reaches the core only through the package name (kept external),
  // so the core entry never holds React and the bindings never hold a copy of the core.
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing.ts',
    'testing-msw': 'src/testing-msw.ts',
    constants: 'src/constants.ts',
    react: 'src/react/index.ts',
    // The React test helpers reach the client, the bindings and the simulation by the package's
    // name too: they use the copies the user's tests load.
    'testing-react': 'src/testing-react/index.ts',
    // Types only: its JavaScript re-exports the client of `@org/web-call` (external), so a page
    // that imports it holds one copy of the client.
    vapi: 'src/vapi.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  platform: 'browser',
  external: ['@daily-co/daily-js', '@org/api-client', '@org/web-call', 'msw', 'react', 'react-dom'],
});
