import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { adminPeople } from '@portal/contract';

/** How each role a programme admin can grant is named on the People pages. */
export const ROLE_LABELS: Record<keyof adminPeople.TAdminMemberRow['roles'], MessageDescriptor> = {
  isManager: msg`Manager`,
  isAdminReports: msg`Admin reports`,
  roleCc: msg`Cluster committee`,
  roleCa: msg`Cluster admin`,
  isProgrammeAdmin: msg`Programme admin`,
};
