import { ORDER_STATUS_TEXTS, type OrderStatusId } from '@portal/contract';
import { sayText } from './i18n/contract-texts';

/**
 * An order status as the reader's language names it, from its id ('30' or a sub-status such as
 * '30.2'); a status the contract does not name keeps the server's description.
 */
export function orderStatusLabel(statusId: string, serverDesc: string): string {
  const text = ORDER_STATUS_TEXTS[(statusId.split('.')[0] ?? '') as OrderStatusId];
  return text ? sayText(text) : serverDesc;
}
