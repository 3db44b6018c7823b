import type { Config } from '../../../config.js';
import { PayGateProvider } from './paygate.js';
import { StripeProvider } from './stripe.js';
import type { CardProvider } from './types.js';

export * from './types.js';
export { providerConfigured } from '../../shop/index.js';

const cache = new WeakMap<Config, Map<string, CardProvider>>();

/** The provider client for a configuration (one per configuration, reused). */
export function cardProvider(config: Config, name: 'stripe' | 'paygate'): CardProvider {
  let byName = cache.get(config);
  if (!byName) cache.set(config, (byName = new Map()));
  let p = byName.get(name);
  if (!p)
    byName.set(name, (p = name === 'stripe' ? new StripeProvider(config) : new PayGateProvider(config)));
  return p;
}
