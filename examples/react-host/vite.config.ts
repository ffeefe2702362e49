// The React host example: a small Vite + React 19 app that uses the racekit tags, typed by the
// shipped dist/embed/racekit.d.ts and racekit-react.d.ts (see tsconfig.json here). Built by
// `npm run build:examples` into dist/examples/react-host, served at /examples/react-host/.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/examples/react-host/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist/examples/react-host', import.meta.url)),
    emptyOutDir: true,
  },
});
