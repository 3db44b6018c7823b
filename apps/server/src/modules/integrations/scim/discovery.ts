import { SCIM } from './protocol.js';

/** ServiceProviderConfig, ResourceTypes and Schemas: what this SCIM service offers (RFC 7643 §5–7). */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SCIM.spConfig],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/api/openapi.json`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'API token',
        description: 'An API token with the SCIM scope, made on the Integrations page, as a bearer token',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    {
      schemas: [SCIM.resourceType],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A member of the programme',
      schema: SCIM.user,
      schemaExtensions: [{ schema: SCIM.enterprise, required: false }],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: [SCIM.resourceType],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A division; membership sets a member’s division',
      schema: SCIM.group,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

const attr = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});
const multi = (name: string, description: string) =>
  attr(name, 'complex', {
    multiValued: true,
    description,
    subAttributes: [attr('value', 'string'), attr('type', 'string'), attr('primary', 'boolean')],
  });

export function schemas(baseUrl: string) {
  // Every schema resource names its id, its name and a description, and says where it lives.
  const schema = (id: string, name: string, description: string, attributes: object[]) => ({
    schemas: [SCIM.schema],
    id,
    name,
    description,
    attributes,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` },
  });
  return [
    schema(SCIM.user, 'User', 'A member; attributes not listed are accepted and ignored', [
      attr('userName', 'string', { required: true, uniqueness: 'server' }),
      attr('name', 'complex', {
        subAttributes: [attr('givenName', 'string'), attr('familyName', 'string')],
      }),
      attr('displayName', 'string', { mutability: 'readOnly' }),
      attr('title', 'string'),
      attr('active', 'boolean'),
      multi('emails', 'The work e-mail address'),
      multi('phoneNumbers', 'The mobile number'),
      attr('groups', 'complex', {
        multiValued: true,
        mutability: 'readOnly',
        description: 'The member’s division',
      }),
    ]),
    schema(SCIM.enterprise, 'EnterpriseUser', 'employeeNumber is the member number the HR file uses', [
      attr('employeeNumber', 'string', { mutability: 'immutable', uniqueness: 'server' }),
      attr('division', 'string', { description: 'A division’s code or name' }),
      attr('department', 'string', { description: 'Read as the division when no division is given' }),
      attr('manager', 'complex', { subAttributes: [attr('value', 'string')] }),
    ]),
    schema(SCIM.group, 'Group', 'A division', [
      attr('displayName', 'string', { required: true, uniqueness: 'server' }),
      attr('members', 'complex', { multiValued: true, subAttributes: [attr('value', 'string')] }),
    ]),
  ];
}
