import type { adminOrders, adminPeople } from '@portal/contract';

/** One order as the admin order list shows it: the fields its detail page repeats. */
export const adminOrderRow = (
  over: Partial<adminOrders.TAdminOrderRow> = {},
): adminOrders.TAdminOrderRow => ({
  orderId: 7,
  orderNum: 'SO-1007',
  createdAt: '2026-12-01T10:00:00.000Z',
  memberNumber: '1001',
  memberName: 'Thandi Nkosi',
  statusId: '10',
  statusDesc: 'Placed',
  subTotal: 1200,
  discount: 0,
  grandTotal: 1200,
  pointsPaid: 1200,
  promoCode: '',
  itemCount: 2,
  ...over,
});

/** No admin role at all: a test adds the ones it needs. */
export const NO_ADMIN_ROLES: adminPeople.TAdminMemberRow['roles'] = {
  isManager: false,
  isAdminReports: false,
  roleCc: false,
  roleCa: false,
  isProgrammeAdmin: false,
};

/** One member as the admin member list shows them: the fields the edit page repeats. */
export const adminMemberRow = (
  over: Partial<adminPeople.TAdminMemberRow> = {},
): adminPeople.TAdminMemberRow => ({
  memberNumber: '1001',
  firstname: 'Thandi',
  surname: 'Nkosi',
  email: 'thandi@example.com',
  cellNum: '',
  divisionCode: 'OPS',
  divisionName: 'Operations',
  employmentStatus: 'active',
  registered: true,
  roles: { ...NO_ADMIN_ROLES, isManager: true },
  ...over,
});
