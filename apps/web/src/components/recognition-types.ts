/**
 * Names for the recognition type codes reports carry. The spec names RwdN and PIF; the others
 * are the server's (THX Simply Say, RWD points recognition, ADHOC ad hoc award). Unknown codes
 * show as they are.
 */
const TYPE_LABELS: ReadonlyMap<string, string> = new Map([
  ['THX', 'Simply Say'],
  ['PIF', 'Pay It Forward'],
  ['RWD', 'Recognition'],
  ['ADHOC', 'Ad hoc award'],
  ['RwdN', 'Nomination award'],
]);

export const recognitionTypeLabel = (type: string): string => TYPE_LABELS.get(type) ?? type;
