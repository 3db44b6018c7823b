import { Faker, base, en } from '@faker-js/faker';
import {
  ADHOC_REASONS,
  PAY_IT_FORWARD_AMOUNTS,
  PAY_IT_FORWARD_VALUES,
  POINTS_RECOGNITION_VALUES,
  SIMPLY_SAY_VALUES,
  type RewardWhat,
} from '@portal/contract';
import { FIXED_ACCOUNTS } from './fixed-accounts.js';
import type { PersonPlan } from './people.js';

/** Separate from the other seeds so changing the history does not move people or balances. */
const HISTORY_SEED = 20_260_303;
export const HISTORY_MONTHS = 18;
const HISTORY_COUNT = 3_000;
/** Share of sends from, and of thank-you cards to, the documented demo accounts, so they have history to show. */
const FIXED_SHARE = 0.05;
const SAME_DIVISION_SHARE = 0.7;
const DAY_MS = 86_400_000;

export interface PlannedRecognition {
  what: RewardWhat;
  from: PersonPlan;
  to: PersonPlan;
  value: string;
  message: string;
  points: number;
  sendBy: 'email' | 'sms';
  at: string;
}

const MESSAGES = [
  'Thank you for jumping in to help with the launch, it made all the difference.',
  'Brilliant work on the quarterly numbers. Clear, early and spot on.',
  'You made our customers smile this week. Thank you!',
  'Thanks for staying late to get the samples out on time.',
  'Your presentation to the leadership team was superb.',
  'So grateful for your patience while training the new starters.',
  'Great teamwork on the new shade range. It looks amazing.',
  'Thank you for always being so positive, it lifts the whole floor.',
  'Fantastic job sorting out the supplier issue so quickly.',
  'You went above and beyond for the store visit. Well done!',
  'Thanks for sharing your knowledge so generously.',
  'A huge thank you for covering my shifts last week.',
  'Your attention to detail on the packaging saved us a reprint.',
  'Congratulations on a record month!',
  'Loved the ideas you brought to the brainstorm.',
  'Thank you for making the move to the new system so painless.',
  '',
];
const ADHOC_WEIGHTS: ReadonlyArray<[number, number]> = [
  [5, 4],
  [10, 6],
  [20, 6],
  [25, 6],
  [50, 8],
  [100, 6],
  [150, 3],
  [200, 3],
  [250, 2],
  [500, 1],
];
const KIND_WEIGHTS: ReadonlyArray<{ weight: number; value: RewardWhat }> = [
  { weight: 35, value: 'thankyou' },
  { weight: 42, value: 'payitforward' },
  { weight: 18, value: 'adhoc' },
  { weight: 5, value: 'reward' },
];

/**
 * Eighteen months of recognitions, the same on every load except that dates follow `now`.
 * Each is sent after its sender registered; the documented demo accounts only ever receive
 * cards without points, so their balances stay as documented.
 */
export function planRecognitionHistory(people: readonly PersonPlan[], now: Date): PlannedRecognition[] {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(HISTORY_SEED);
  const fixedNumbers = new Set(FIXED_ACCOUNTS.map((a) => a.memberNumber));
  const registered = people.filter((p) => p.registeredAt);
  const pools: Record<RewardWhat, PersonPlan[]> = {
    thankyou: registered,
    payitforward: registered,
    adhoc: registered.filter((p) => p.isManager),
    reward: registered.filter((p) => p.isAdminReports),
  };
  const byDivision = new Map<string, PersonPlan[]>();
  for (const p of people) byDivision.set(p.divisionCode, [...(byDivision.get(p.divisionCode) ?? []), p]);
  const fixedPeople = people.filter((p) => fixedNumbers.has(p.memberNumber));
  const start = now.getTime() - HISTORY_MONTHS * 30.44 * DAY_MS;

  const plan: PlannedRecognition[] = [];
  for (let i = 0; i < HISTORY_COUNT; i++) {
    let what = faker.helpers.weightedArrayElement(KIND_WEIGHTS);
    const pool = pools[what];
    const fixedPool = pool.filter((p) => fixedNumbers.has(p.memberNumber));
    const from =
      fixedPool.length > 0 && faker.datatype.boolean(FIXED_SHARE)
        ? faker.helpers.arrayElement(fixedPool)
        : faker.helpers.arrayElement(pool);
    const colleagues =
      (faker.datatype.boolean(SAME_DIVISION_SHARE) ? byDivision.get(from.divisionCode) : undefined) ?? people;
    let to = faker.datatype.boolean(FIXED_SHARE)
      ? faker.helpers.arrayElement(fixedPeople)
      : faker.helpers.arrayElement(colleagues);
    if (to.key === from.key) to = faker.helpers.arrayElement(people.filter((p) => p.key !== from.key));
    if (fixedNumbers.has(to.memberNumber)) what = 'thankyou';

    const earliest = Math.max(start, Date.parse(from.registeredAt ?? '') || start);
    const at = new Date(faker.number.int({ min: earliest, max: now.getTime() - 3_600_000 })).toISOString();
    const details = drawDetails(faker, what);
    plan.push({ what, from, to, at, ...details, message: faker.helpers.arrayElement(MESSAGES) });
  }
  return plan.sort((a, b) => a.at.localeCompare(b.at));
}

function drawDetails(
  faker: Faker,
  what: RewardWhat,
): Pick<PlannedRecognition, 'value' | 'points' | 'sendBy'> {
  const sendBy = (smsShare: number) =>
    (faker.datatype.boolean(smsShare) ? 'sms' : 'email') as 'sms' | 'email';
  switch (what) {
    case 'thankyou':
      return { value: faker.helpers.arrayElement(SIMPLY_SAY_VALUES).value, points: 0, sendBy: sendBy(0.15) };
    case 'payitforward':
      return {
        value: faker.helpers.arrayElement(PAY_IT_FORWARD_VALUES),
        points: faker.helpers.arrayElement(PAY_IT_FORWARD_AMOUNTS),
        sendBy: sendBy(0.7),
      };
    case 'adhoc':
      return {
        value: faker.helpers.arrayElement(ADHOC_REASONS),
        points: faker.helpers.weightedArrayElement(
          ADHOC_WEIGHTS.map(([value, weight]) => ({ value, weight })),
        ),
        sendBy: sendBy(0.4),
      };
    case 'reward':
      return {
        value: faker.helpers.arrayElement(POINTS_RECOGNITION_VALUES),
        points: faker.number.int({ min: 1, max: 20 }) * 50,
        sendBy: 'email',
      };
  }
}
