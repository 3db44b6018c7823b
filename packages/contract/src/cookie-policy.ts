/** Cookie-consent preference: cookie cPol, three flags written y or -. */
export const COOKIE_POLICY_NAME = 'cPol';
export const COOKIE_POLICY_FLAGS = ['mandatory', 'functional', 'third'] as const;
export type CookiePolicy = Record<(typeof COOKIE_POLICY_FLAGS)[number], boolean>;

/** Also what Reset restores. The banner shows until `mandatory` is accepted. */
export const DEFAULT_COOKIE_POLICY: Readonly<CookiePolicy> = Object.freeze({
  mandatory: false,
  functional: true,
  third: false,
});

/** The cookie carries no expiry attribute. */
export function encodeCookiePolicy(policy: CookiePolicy): string {
  return COOKIE_POLICY_FLAGS.map((flag) => (policy[flag] ? 'y' : '-')).join('');
}

/** A missing or malformed value reads as the defaults, so the banner shows again. */
export function decodeCookiePolicy(raw: string | null | undefined): CookiePolicy {
  if (!raw || !/^[y-]{3}$/.test(raw)) return { ...DEFAULT_COOKIE_POLICY };
  return { mandatory: raw[0] === 'y', functional: raw[1] === 'y', third: raw[2] === 'y' };
}

export const acceptCookiePolicy = (policy: CookiePolicy): CookiePolicy => ({ ...policy, mandatory: true });
export const isCookieBannerShown = (policy: CookiePolicy): boolean => !policy.mandatory;
