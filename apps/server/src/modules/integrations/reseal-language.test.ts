import { describe, expect, it } from 'vitest';
import { english } from '@portal/contract';
import { appPerFile } from '../../../test/support/suite.js';
import { RESEAL_TEXTS, translatorFor } from '../../i18n/index.js';
import { HttpError } from '../../lib/errors.js';
import { resealSecrets } from './reseal.js';

const t = appPerFile();

describe('resealing without a key', () => {
  it('is refused with a catalogued message: en-GB as it was, German from the catalogue', async () => {
    const ctx = { ...t.ctx, config: { ...t.ctx.config, SECRETS_KEY: '' } };
    const refusal: unknown = await resealSecrets(ctx, { memberId: null, label: 'test' }).catch((e) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).message).toBe(
      'Set SECRETS_KEY first: resealing puts every stored secret under it.',
    );
    expect((refusal as HttpError).text).toEqual(RESEAL_TEXTS.noKey);
    expect(english(RESEAL_TEXTS.noKey)).toBe((refusal as HttpError).message);
    expect((await translatorFor('de')).t(RESEAL_TEXTS.noKey)).toBe(
      'Setzen Sie zuerst SECRETS_KEY: Beim Neuversiegeln werden alle gespeicherten Geheimnisse mit diesem Schlüssel versiegelt.',
    );
  });
});
