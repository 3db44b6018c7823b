import { describe, expect, it } from 'vitest';
import { parseSlackCommand } from './command.js';
import { slackSignature, verifySlackRequest } from './verify.js';

describe('parseSlackCommand', () => {
  it('reads escaped mentions, the kind with its points, an optional [Value] and the message', () => {
    expect(parseSlackCommand('<@U01|ana> <@W02> <@U01|ana> thankyou Great launch, thank you!')).toEqual({
      ok: true,
      userIds: ['U01', 'W02'],
      what: 'thankyou',
      points: undefined,
      value: undefined,
      message: 'Great launch, thank you!',
    });
    expect(parseSlackCommand('<@U01> PIF 50 [Well Done] covering <@U09|bo>')).toMatchObject({
      what: 'payitforward',
      points: 50,
      value: 'Well Done',
      message: 'covering <@U09|bo>',
    });
    // Without a kind it is a Simply Say, and the whole rest is the message.
    expect(parseSlackCommand('<@U01> you rock')).toMatchObject({ what: 'thankyou', message: 'you rock' });
  });

  it('explains what is missing', () => {
    expect(parseSlackCommand('@ana thanks')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a Slack mention/),
    });
    expect(parseSlackCommand('<@U01> payitforward lots')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/how many points/),
    });
  });
});

describe('verifySlackRequest', () => {
  const secret = 'shh';
  const now = new Date('2026-11-24T10:00:00Z');
  const ts = String(now.getTime() / 1000);
  it('accepts Slack’s v0 signature within five minutes and nothing else', () => {
    const sig = slackSignature(secret, ts, 'a=1');
    expect(sig).toMatch(/^v0=[0-9a-f]{64}$/);
    expect(verifySlackRequest(secret, { timestamp: ts, signature: sig }, 'a=1', now)).toBe(true);
    expect(verifySlackRequest(secret, { timestamp: ts, signature: sig }, 'a=2', now)).toBe(false);
    expect(verifySlackRequest('other', { timestamp: ts, signature: sig }, 'a=1', now)).toBe(false);
    const late = new Date(now.getTime() + 301_000);
    expect(verifySlackRequest(secret, { timestamp: ts, signature: sig }, 'a=1', late)).toBe(false);
    expect(verifySlackRequest(secret, { timestamp: ts }, 'a=1', now)).toBe(false);
  });
});
