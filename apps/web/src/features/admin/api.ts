import { admin, type CallResponse, type TProgrammeSettings } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { brandingKey } from '../../lib/branding';
import { ADMIN_PAGE_SIZE } from './ui/AdminListPage';

/** Server state of the admin pages that belong to no one area: settings, audit log, SMS spend. */
export const adminKeys = {
  settings: ['admin', 'settings'],
  auditLog: ['admin', 'auditlog'],
  smsSpend: ['admin', 'smsspend'],
} as const;

type AuditFilters = { action: string; search: string };

export const adminQueries = {
  settings: () =>
    queryOptions({ queryKey: adminKeys.settings, queryFn: () => callApi(admin.settingsget, {}) }),
  auditLog: (filters: AuditFilters, page: number) =>
    queryOptions({
      queryKey: [...adminKeys.auditLog, filters, page],
      queryFn: () => callApi(admin.auditlog, { ...filters, page, pageSize: ADMIN_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  smsSpend: () => queryOptions({ queryKey: adminKeys.smsSpend, queryFn: () => callApi(admin.smsspend, {}) }),
};

/** Saves the programme settings; the page shows what the server kept. */
export function useSaveSettingsMutation(
  onSaved?: (result: CallResponse<typeof admin.settingsupdate>) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TProgrammeSettings) => callApi(admin.settingsupdate, settings),
    onSuccess: (result) => {
      client.setQueryData(adminKeys.settings, result);
      // The header, colours and points name come from site.branding: read them again.
      void client.invalidateQueries({ queryKey: brandingKey });
      onSaved?.(result);
    },
  });
}

/** Runs the ledger audit on demand; its report is the mutation's data. */
export function useLedgerAuditMutation() {
  return useMutation({ mutationFn: () => callApi(admin.ledgeraudit, {}) });
}
