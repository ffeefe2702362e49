#!/usr/bin/env node
// `npm run dev`: the API server under `tsx watch` (restarts when server code changes) and
// Vite's dev server for the site, which proxies /api, /embed, /examples, /pay and /oauth to
// the API server. Ctrl+C (or the end of either) stops both.
//   PORT (8080) and HOST (127.0.0.1): the API server; SITE_PORT (5173): the site.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.PORT ?? 8080);
const sitePort = Number(process.env.SITE_PORT ?? 5173);
const target = `http://${host}:${apiPort}`;

const api = spawn(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'server/main.ts'],
  {
    stdio: 'inherit',
    // links in mail and redirects name the site the browser uses: Vite's origin (PUBLIC_URL)
    env: {
      ...process.env,
      HOST: host,
      PORT: String(apiPort),
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://${host}:${sitePort}`,
    },
  },
);

// The proxy keeps the Host header (the stand-in OAuth pages check it); links are built from PUBLIC_URL.
const proxied = ['/api', '/embed', '/examples', '/pay', '/oauth'];
const site = await createServer({
  configFile: 'site/vite.config.ts',
  server: {
    host,
    port: sitePort,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target, changeOrigin: false, ws: false }])),
  },
});
await site.listen();
site.printUrls();
console.info(`  ➜  API:     ${target}/api (outbox: ${target}/api/dev/outbox)`);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null) api.kill('SIGTERM');
  await site.close();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
api.on('exit', (code) => void stop(code ?? 0));
