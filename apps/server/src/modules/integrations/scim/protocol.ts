/** SCIM 2.0 (RFC 7643/7644) names and the error format. */
export const SCIM = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterprise: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  spConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue';

/** A SCIM error: sent as the Error message with the status as a string, as RFC 7644 §3.12 says. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
  toJSON() {
    return {
      schemas: [SCIM.error],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.message,
    };
  }
}

export const listResponse = (resources: unknown[], total: number, startIndex: number) => ({
  schemas: [SCIM.list],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** SCIM paging: startIndex is 1-based; count 0 asks only for the total. */
export function paging(query: Record<string, unknown>): { startIndex: number; count: number } {
  const num = (v: unknown, fallback: number) => {
    const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : fallback;
    return Number.isSafeInteger(n) ? n : fallback;
  };
  return {
    startIndex: Math.max(1, num(query.startIndex, 1)),
    count: Math.min(200, Math.max(0, num(query.count, 100))),
  };
}

/**
 * The text of a value an identity provider sent: strings, numbers and booleans as written,
 * anything else as ''. `String(v)` would call whatever `toString` a hostile object carries.
 */
export function scalarText(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
}
