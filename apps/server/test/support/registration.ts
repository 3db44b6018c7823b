import type { THomeData } from '@portal/contract';
import type { TestApp } from '../app.js';

/** POST from a chosen client address, so per-address rate limits can be tested apart. */
export async function postFrom(t: TestApp, address: string, path: string, body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    remoteAddress: address,
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      message?: string;
      formErrors?: Record<string, string>;
      auth?: string;
      ok?: true;
      /** Registration's answer: a session and Home, as sign-in answers. */
      token?: string;
      memberData?: THomeData['memberData'];
    },
  };
}

/** The code of the last OTP SMS sent to a number, read from the outbox as an operator would. */
export async function lastCodeSentTo(t: TestApp, cellNum: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('outboxMessages')
    .select('bodyText')
    .where('recipient', '=', cellNum)
    .where('template', '=', 'otp')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.bodyText)![1]!;
}

/** A clock tests can move. */
export const movableClock = (start = Date.now()) => ({
  t: start,
  now() {
    return new Date(this.t);
  },
  advanceMinutes(m: number) {
    this.t += m * 60_000;
  },
});
