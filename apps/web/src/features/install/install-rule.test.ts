import { describe, expect, it } from 'vitest';
import { reward } from '@portal/contract';
import { installOfferFor, SEND_RECOGNITION_PATH, type InstallContext } from './install-rule';

const firstVisit: InstallContext = {
  visits: 1,
  sent: false,
  dismissed: false,
  standalone: false,
  canPrompt: true,
  ios: false,
};

describe('install offer', () => {
  it('waits on the first visit until the member has sent a recognition', () => {
    expect(installOfferFor(firstVisit)).toBeNull();
    expect(installOfferFor({ ...firstVisit, sent: true })).toBe('prompt');
    expect(installOfferFor({ ...firstVisit, canPrompt: false, ios: true, sent: true })).toBe('ios');
  });

  it('is offered from the second visit without a send', () => {
    expect(installOfferFor({ ...firstVisit, visits: 2 })).toBe('prompt');
    expect(installOfferFor({ ...firstVisit, visits: 3, canPrompt: false, ios: true })).toBe('ios');
  });

  it('never once dismissed, when installed, or with nothing a browser can do', () => {
    const ready = { ...firstVisit, visits: 2, sent: true };
    expect(installOfferFor({ ...ready, dismissed: true })).toBeNull();
    expect(installOfferFor({ ...ready, standalone: true })).toBeNull();
    expect(installOfferFor({ ...ready, canPrompt: false, ios: false })).toBeNull();
  });
});

it('counts a send by the path of the contract’s send call', () => {
  expect(SEND_RECOGNITION_PATH).toBe(reward.doreward.path);
});
