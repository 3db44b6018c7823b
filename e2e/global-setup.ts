import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../scripts/lib/server-process.js';
import { startTestProvider } from '../apps/server/test/oidc/test-provider.js';
import { startStripeStandin } from '../apps/server/test/payments/stripe-standin.js';
import { startPayGateStandin } from '../apps/server/test/payments/paygate-standin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The HS256 key the server accepts transfer-authentication tokens with (e2e/sso.spec.ts). */
    transferAuthKey: string;
    /** The server's SQLite file, so tests can read what an operator would (the outbox). */
    databaseFile: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

/** Starts the built server (npm run build first) on a fresh demo database for the browser tests. */
export default async function setup(project: TestProject) {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('apps/server/dist/main.js missing: run `npm run build` first');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const databaseFile = path.join(dir, 'portal.db');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // A real OpenID provider for e2e/sso.spec.ts, started first so the server knows its issuer.
  const provider = await startTestProvider({ redirectUris: [`${baseURL}/loginsuccess`] });
  const transferAuthKey = 'e2e-transfer-key-0123456789abcdef0123456789';
  // Stand-ins for Stripe and PayGate (e2e/payments.spec.ts): card payments of a shortfall.
  const stripe = await startStripeStandin('whsec_e2e_portal');
  stripe.webhookUrl = `${baseURL}/payments/stripe/webhook`;
  const paygate = await startPayGateStandin('10011072130', 'e2e-paygate-key');
  const server: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Every browser test signs in through the form; the limit is tested in the API suite.
      LOGIN_LIMIT_PER_MEMBER: '10000',
      LOGIN_LIMIT_PER_ADDRESS: '10000',
      DATABASE_URL: `sqlite:${databaseFile}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SSO_ISSUER: provider.issuer,
      SSO_CLIENT_ID: provider.clientId,
      SSO_CLIENT_SECRET: provider.clientSecret,
      SSO_REDIRECT_URI: `${baseURL}/loginsuccess`,
      TRANSFER_AUTH_KEY: transferAuthKey,
      PUBLIC_URL: baseURL,
      STRIPE_SECRET_KEY: 'sk_test_e2e_portal',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_portal',
      STRIPE_API_BASE: stripe.url,
      PAYGATE_ID: '10011072130',
      PAYGATE_KEY: 'e2e-paygate-key',
      PAYGATE_PAYHOST_PASSWORD: 'e2e-paygate-key',
      PAYGATE_BASE_URL: `${paygate.url}/payweb3`,
      PAYGATE_PAYHOST_URL: `${paygate.url}/payhost/process.trans`,
      // The browser tests subscribe made-up devices there; nothing is ever sent to it.
      PUSH_HOSTS: 'push.example.test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseURL', baseURL);
  project.provide('transferAuthKey', transferAuthKey);
  project.provide('databaseFile', databaseFile);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await provider.close();
    await stripe.close();
    await paygate.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
