import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Teams signs an outgoing webhook's request with the security token it showed when the webhook
 * was created: "Authorization: HMAC <base64 of HMAC-SHA256(body, base64-decoded token)>".
 */
export function teamsSignature(securityToken: string, rawBody: string): string {
  return `HMAC ${createHmac('sha256', Buffer.from(securityToken, 'base64')).update(rawBody, 'utf8').digest('base64')}`;
}

export function verifyTeamsRequest(
  securityToken: string,
  authorization: string | undefined,
  rawBody: string,
): boolean {
  if (!authorization) return false;
  const expected = Buffer.from(teamsSignature(securityToken, rawBody));
  const given = Buffer.from(authorization.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
