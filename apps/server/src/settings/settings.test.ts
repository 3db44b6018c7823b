import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMME_SETTING_DEFAULTS } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { getProgrammeSettings, updateProgrammeSettings } from './service.js';
import { writeStoredSettings } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { COMPANY_NAME: 'Configured Co', TIME_ZONE: 'Europe/Paris' } });
});
afterAll(() => t.close());

describe('programme settings', () => {
  it('start from the configuration and the defaults', async () => {
    const s = await getProgrammeSettings(t.database.db, t.ctx.config);
    expect(s.companyName).toBe('Configured Co');
    expect(s.timeZone).toBe('Europe/Paris');
    expect(s.reviewRewardScale).toBe('standard');
    expect(s.birthdayAwardPoints).toBe(100);
    expect(s.birthdayExcludedDivisions).toEqual(['Sales-Field']);
    expect(s.leaverPoints).toBe(PROGRAMME_SETTING_DEFAULTS.leaverPoints);
  });

  it('a change is stored, validated and returned with the state before it', async () => {
    const { before, after } = await t.database.db
      .transaction()
      .execute((trx) =>
        updateProgrammeSettings(trx, t.ctx.config, { reviewRewardScale: 'offset', birthdayAwardPoints: 250 }),
      );
    expect(before.reviewRewardScale).toBe('standard');
    expect(after.reviewRewardScale).toBe('offset');
    expect(after.birthdayAwardPoints).toBe(250);
    expect(after.companyName).toBe('Configured Co');
    const again = await getProgrammeSettings(t.database.db, t.ctx.config);
    expect(again.reviewRewardScale).toBe('offset');
    await expect(
      t.database.db
        .transaction()
        .execute((trx) => updateProgrammeSettings(trx, t.ctx.config, { timeZone: 'Mars/Olympus' })),
    ).rejects.toThrow();
  });

  it('ignores a stored field that no longer validates instead of failing', async () => {
    await t.database.db
      .transaction()
      .execute((trx) => writeStoredSettings(trx, { birthdayAwardHour: 99, pointsName: 'Stars' }));
    const s = await getProgrammeSettings(t.database.db, t.ctx.config);
    expect(s.birthdayAwardHour).toBe(8);
    expect(s.pointsName).toBe('Stars');
  });
});
