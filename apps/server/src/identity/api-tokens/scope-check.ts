import { API_SCOPES, calls, SCOPES, type ApiScope } from '@portal/contract';

/** Call path → the call's id, built once from the registry. */
const idOfPath = new Map<string, string>(Object.entries(calls).map(([id, c]) => [c.path, id]));

/** Whether one of the scopes opens the call at this path. */
export function tokenOpens(scopes: readonly ApiScope[], path: string): boolean {
  const id = idOfPath.get(path);
  return !!id && scopes.some((s) => SCOPES[s].calls.includes(id));
}

/** The scopes stored with a token (a JSON list); unknown or unreadable entries grant nothing. */
export function parseScopes(text: string): ApiScope[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? API_SCOPES.filter((s) => list.includes(s)) : [];
  } catch {
    return [];
  }
}
