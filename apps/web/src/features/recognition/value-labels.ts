import { CELEBRATION_PRESELECT } from '@portal/contract';
import { useValueName } from '../../lib/branding';

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

/**
 * A value as it reads in the language shown: the programme's translation when it has one
 * (branding's valueNames, decision 059), else its label above. The form still sends the value.
 */
export function useValueLabel(): (value: string) => string {
  const valueName = useValueName();
  return (value) => valueName(valueLabel(value));
}
