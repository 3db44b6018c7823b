import { SCIM, ScimError, scalarText } from './protocol.js';

/** What the portal keeps of a SCIM User; every other attribute an identity provider sends is ignored. */
export interface UserState {
  userName: string;
  externalId: string | null;
  active: boolean;
  givenName: string;
  familyName: string;
  email: string;
  mobile: string;
  title: string;
  /** Enterprise employeeNumber: the member number, which the HR file also keys on. */
  employeeNumber: string;
  /** Enterprise division (or department): a division's code or name. */
  division: string;
  /** SCIM id of the manager, '' for none. */
  managerId: string;
  /** Core preferredLanguage (en-GB, fr-FR…), '' for none. */
  preferredLanguage: string;
}

export interface PatchOp {
  op: string;
  path?: string;
  value?: unknown;
}

const ENTERPRISE = `${SCIM.enterprise.toLowerCase()}:`;
const CORE = `${SCIM.user.toLowerCase()}:`;

/** Entra sends booleans as "True"/"False" strings; both spellings are read. */
function toBool(v: unknown, path: string): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v.trim())) return v.trim().toLowerCase() === 'true';
  throw new ScimError(400, `${path} must be true or false`, 'invalidValue');
}
const toText = (v: unknown, path: string): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim();
  throw new ScimError(400, `${path} must be a string`, 'invalidValue');
};

type MultiValue = { value?: unknown; type?: unknown; primary?: unknown };
/** The value of a multi-valued attribute: the one of the wanted type, else the primary, else the first. */
function pickValue(v: unknown, wantedType: string): string {
  const list = (Array.isArray(v) ? v : [v]) as MultiValue[];
  const chosen =
    list.find((x) => scalarText(x?.type).toLowerCase() === wantedType) ??
    list.find((x) => x?.primary === true || scalarText(x?.primary).toLowerCase() === 'true') ??
    list[0];
  return chosen ? toText(chosen.value, wantedType) : '';
}

/** Lower-cased path without the core schema's prefix; the enterprise prefix becomes "enterprise.". */
export function normalisePath(path: string): string {
  const p = path.trim().toLowerCase();
  if (p.startsWith(ENTERPRISE)) return `enterprise.${p.slice(ENTERPRISE.length)}`;
  if (p.startsWith(CORE)) return p.slice(CORE.length);
  return p;
}

/** Sets one attribute from a (normalised) path; paths the portal does not keep are ignored. */
function setPath(s: UserState, path: string, value: unknown, remove: boolean): void {
  const text = () => (remove ? '' : toText(value, path));
  const email = /^emails(\[.*\])?(\.value)?$/.exec(path);
  const phone = /^phonenumbers(\[.*\])?(\.value)?$/.exec(path);
  if (email) s.email = remove ? '' : email[1] || email[2] ? toText(value, path) : pickValue(value, 'work');
  else if (phone)
    s.mobile = remove ? '' : phone[1] || phone[2] ? toText(value, path) : pickValue(value, 'mobile');
  else if (path === 'username') s.userName = text();
  else if (path === 'externalid') s.externalId = text() || null;
  else if (path === 'active') s.active = remove ? s.active : toBool(value, path);
  else if (path === 'name.givenname') s.givenName = text();
  else if (path === 'name.familyname') s.familyName = text();
  else if (path === 'name' && value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) setPath(s, `name.${k.toLowerCase()}`, v, remove);
  } else if (path === 'title') s.title = text();
  else if (path === 'preferredlanguage') s.preferredLanguage = text();
  else if (path === 'enterprise.employeenumber') s.employeeNumber = text();
  else if (path === 'enterprise.division' || path === 'enterprise.department') {
    if (remove || text()) s.division = text();
  } else if (path === 'enterprise.manager.value') s.managerId = text();
  else if (path === 'enterprise.manager')
    s.managerId =
      remove || value === null
        ? ''
        : typeof value === 'object'
          ? toText((value as MultiValue).value, path)
          : toText(value, path);
  else if (path === SCIM.enterprise.toLowerCase() && value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) setPath(s, `enterprise.${k.toLowerCase()}`, v, remove);
  }
}

/**
 * Applies a whole resource (POST, PUT) or a path-less PATCH value: each key is a path, dotted
 * ("name.givenName") or with a schema prefix, as Entra sends them.
 */
export function applyObject(s: UserState, body: unknown): UserState {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new ScimError(400, 'Expected an object', 'invalidSyntax');
  const next = { ...s };
  for (const [k, v] of Object.entries(body)) setPath(next, normalisePath(k), v, false);
  return next;
}

/** Applies PATCH operations (add, replace, remove; any case) to a user's state. */
export function applyPatch(s: UserState, body: unknown): UserState {
  const ops = (body as { Operations?: unknown })?.Operations;
  if (!Array.isArray(ops) || ops.length === 0)
    throw new ScimError(400, 'A PatchOp needs Operations', 'invalidSyntax');
  let next = { ...s };
  for (const raw of ops as PatchOp[]) {
    const op = scalarText(raw?.op).toLowerCase();
    if (!['add', 'replace', 'remove'].includes(op))
      throw new ScimError(400, `Unknown operation ${scalarText(raw?.op)}`, 'invalidSyntax');
    if (typeof raw.path === 'string' && raw.path.trim())
      setPath(next, normalisePath(raw.path), raw.value, op === 'remove');
    else if (op === 'remove') throw new ScimError(400, 'remove needs a path', 'noTarget');
    else next = applyObject(next, raw.value);
  }
  return next;
}
