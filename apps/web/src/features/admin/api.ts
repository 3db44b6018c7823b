import { admin } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
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
