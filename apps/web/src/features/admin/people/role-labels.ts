import type { adminPeople } from '@portal/contract';

/** How each role a programme admin can grant is named on the People pages. */
export const ROLE_LABELS: Record<keyof adminPeople.TAdminMemberRow['roles'], string> = {
  isManager: 'Manager',
  isAdminReports: 'Admin reports',
  roleCc: 'Cluster committee',
  roleCa: 'Cluster admin',
  isProgrammeAdmin: 'Programme admin',
};
