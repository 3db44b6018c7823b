import { ScimError } from './protocol.js';

export interface EqFilter {
  /** Attribute name, lower-cased (userName → username). */
  attribute: string;
  value: string;
}

/**
 * The filters identity providers send to find a resource before creating it: one
 * `attribute eq "value"` (Entra and Okta: userName, externalId; groups: displayName). Anything
 * else is refused as invalidFilter rather than silently answered with everything.
 */
export function parseEqFilter(filter: string | undefined, allowed: readonly string[]): EqFilter | null {
  if (filter === undefined || filter.trim() === '') return null;
  const m = /^\s*([\w.:-]+)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  const attribute = m?.[1]
    ?.toLowerCase()
    .replace(/^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/, '');
  if (!m || !attribute || !allowed.includes(attribute))
    throw new ScimError(400, `Filter not supported; use ${allowed.join(' or ')} eq "value"`, 'invalidFilter');
  return { attribute, value: m[2]!.replace(/\\(.)/g, '$1') };
}
