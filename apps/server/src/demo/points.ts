import { Faker, base, en } from '@faker-js/faker';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { transfer, type AccountRef } from '../ledger/index.js';
import type { DemoStaff, PersonPlan } from './people.js';

/** Separate from the people seed so changing balances does not change who works where. */
const POINTS_SEED = 20_260_202;

export const PIF_ALLOWANCE = 200;

/** Balances the demo accounts are documented with; everybody else gets random amounts. */
export const FIXED_BALANCES: Readonly<Record<string, { budget?: number; opening?: number }>> = {
  '100001': { opening: 1_250 },
  '100002': { budget: 10_000 },
  '100003': { budget: 25_000 },
};

export interface PointsSummary {
  transfers: number;
  pointsIssued: number;
}

interface Grant {
  to: AccountRef;
  amount: number;
  type: string;
  description: string;
  purpose: string;
  memberNumber: string;
}

/**
 * Funds the demo through the ledger like any real allocation would be: registered members
 * get the Pay It Forward allowance and an opening balance, managers a recognition budget.
 * People who have not registered get nothing until they do.
 */
export async function grantDemoPoints(
  trx: Transaction<DB>,
  staff: DemoStaff,
  at: string,
): Promise<PointsSummary> {
  const grants = planGrants(staff.people, staff.ids);
  for (const g of grants) {
    await transfer(trx, {
      from: { system: 'funding' },
      to: g.to,
      amount: g.amount,
      type: g.type,
      description: g.description,
      // The member number, not the row id: the key then names the same grant on every load.
      idempotencyKey: `demo:${g.purpose}:${g.memberNumber}`,
      at,
    });
  }
  return { transfers: grants.length, pointsIssued: grants.reduce((n, g) => n + g.amount, 0) };
}

function planGrants(people: readonly PersonPlan[], ids: ReadonlyMap<number, number>): Grant[] {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(POINTS_SEED);
  const grants: Grant[] = [];
  for (const p of people) {
    // Drawn for everyone, registered or not, so the amounts do not shift when one changes.
    const budget = faker.number.int({ min: 4, max: 40 }) * 500;
    const opening = faker.datatype.boolean(0.85)
      ? faker.number.int({ min: 0, max: 300 }) * 10
      : faker.number.int({ min: 301, max: 600 }) * 10;
    const memberId = ids.get(p.key);
    if (memberId === undefined) throw new Error(`Demo member ${p.memberNumber} has no id`);
    if (!p.registeredAt) continue;

    const fixed = FIXED_BALANCES[p.memberNumber];
    const who = { memberNumber: p.memberNumber };
    grants.push({
      ...who,
      to: { memberId, kind: 'pif' },
      amount: PIF_ALLOWANCE,
      type: 'ALLOC',
      description: 'Pay It Forward allowance',
      purpose: 'pif',
    });
    if (p.isManager) {
      grants.push({
        ...who,
        to: { memberId, kind: 'recognise' },
        amount: fixed?.budget ?? budget,
        type: 'BUDGET',
        description: 'Recognition budget',
        purpose: 'budget',
      });
    }
    const openingAmount = fixed?.opening ?? opening;
    // A zero opening balance is no movement at all, so no transfer is written for it.
    if (openingAmount > 0) {
      grants.push({
        ...who,
        to: { memberId, kind: 'redeem' },
        amount: openingAmount,
        type: 'OPEN',
        description: 'Opening balance',
        purpose: 'open',
      });
    }
  }
  return grants;
}
