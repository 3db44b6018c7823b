import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../scripts/lib/server-process.js';
import { startTestProvider, type TestProvider } from '../apps/server/test/oidc/test-provider.js';
import { startStripeStandin } from '../apps/server/test/payments/stripe-standin.js';
import { startPayGateStandin } from '../apps/server/test/payments/paygate-standin.js';
import type { Stack } from './support/stack.js';
import { E2E_WORKERS } from './support/workers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per worker, each on a demo database of its own (e2e/support/stack.ts). */
    stacks: Stack[];
    /** The HS256 key the servers accept transfer-authentication tokens with (e2e/sso.spec.ts). */
    transferAuthKey: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
const transferAuthKey = 'e2e-transfer-key-0123456789abcdef0123456789';

/**
 * Starts one built server (npm run build first) per worker, each on a fresh demo database with
 * its own payment stand-ins. A file runs against its worker's server alone, so files in the two
 * workers never see each other's sends, orders or balances, and a worker's files share one
 * server as every file did when they ran one after another.
 */
export default async function setup(project: TestProject) {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('apps/server/dist/main.js missing: run `npm run build` first');
  const ports = await Promise.all(Array.from({ length: E2E_WORKERS }, () => freePort()));
  const baseURLs = ports.map((port) => `http://127.0.0.1:${port}`);
  // A real OpenID provider for e2e/sso.spec.ts, started first so the servers know its issuer.
  const provider = await startTestProvider({ redirectUris: baseURLs.map((u) => `${u}/loginsuccess`) });
  const started = await Promise.all(
    baseURLs.map((baseURL, i) => startStack(main, baseURL, ports[i]!, provider)),
  );
  project.provide(
    'stacks',
    started.map((s) => s.stack),
  );
  project.provide('transferAuthKey', transferAuthKey);
  return async () => {
    await Promise.all(started.map((s) => s.stop()));
    await provider.close();
  };
}

async function startStack(main: string, baseURL: string, port: number, provider: TestProvider) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const databaseFile = path.join(dir, 'portal.db');
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
      // Production stores integration secrets only under a key of its own (decision 041).
      SECRETS_KEY: 'e2e0'.repeat(16),
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
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stack: { baseURL, databaseFile },
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await stripe.close();
      await paygate.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
