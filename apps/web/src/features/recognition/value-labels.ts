import { CELEBRATION_PRESELECT } from '@portal/contract';

/**
 * How a value reads on screen. Simply Say's celebration values are stored as the spec's
 * 'birthday' and 'anniversary'; they read like Pay It Forward's ("Happy Birthday") and like every
 * other value, while the stored value stays what the server and the reports know.
 */
const LABELS: Readonly<Record<string, string>> = {
  [CELEBRATION_PRESELECT.BDAY.thankyou]: CELEBRATION_PRESELECT.BDAY.payitforward,
  [CELEBRATION_PRESELECT.ANNIV.thankyou]: CELEBRATION_PRESELECT.ANNIV.payitforward,
};

export const valueLabel = (value: string): string => LABELS[value] ?? value;
