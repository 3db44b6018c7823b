// @vitest-environment happy-dom
import type { adminPeople } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMemberRow } from '../../../test/admin-fixtures';
import { renderScreen } from '../../../test/render-screen';
import { MemberEditScreen } from './MemberEditScreen';

const detail = (over: Partial<adminPeople.TAdminMemberDetail> = {}): adminPeople.TAdminMemberDetail => ({
  ...adminMemberRow({ registered: false }),
  legalFirstname: 'Thandiwe',
  jobTitle: 'Store manager',
  managerNumber: '',
  managerName: '',
  hireDate: '2020-03-01',
  dobDd: '',
  dobMm: '',
  balances: { redeem: 1200, recognise: 500, pif: 100 },
  erased: false,
  ...over,
});

const memberPage = () =>
  renderScreen(<MemberEditScreen />, {
    path: '/admin/people/member/1001',
    route: '/admin/people/member/:memberNumber',
    member: { isProgrammeAdmin: true },
    api: {
      'admin.memberget': { member: detail() },
      'admin.memberedit': (edit) => ({ member: detail({ surname: edit.surname }) }),
      'admin.memberinvite': { ok: true },
      'admin.membererase': (body) => ({
        label: 'Former member #7',
        memberNumber: body.memberNumber,
        removed: {
          pictures: 0,
          messagesWritten: 0,
          outboxMessages: 0,
          sessions: 0,
          contactMessages: 0,
          otherTextRows: 0,
        },
      }),
    },
  });

describe('a member’s admin page', () => {
  it('saves the member as edited and shows what the server kept', async () => {
    const { user, api } = memberPage();
    const surname = await screen.findByRole('textbox', { name: 'Surname' });
    await user.clear(surname);
    await user.type(surname, 'Mokoena');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The member was saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thandi Mokoena' })).toBeInTheDocument();
    const [sent] = api.bodiesOf('admin.memberedit');
    expect(sent).toMatchObject({ memberNumber: '1001', surname: 'Mokoena', legalFirstname: 'Thandiwe' });
    // The answer is shown as it is: the member is not read again.
    expect(api.bodiesOf('admin.memberget')).toHaveLength(1);
  });

  it('sends an unregistered member the invitation', async () => {
    const { user, api } = memberPage();
    await user.click(await screen.findByRole('button', { name: 'Send registration invitation' }));
    expect(await screen.findByText('The invitation is on its way.')).toBeInTheDocument();
    expect(api.bodiesOf('admin.memberinvite')).toEqual([{ memberNumber: '1001' }]);
  });

  it('erases an active member only with a reason, then reads the member again', async () => {
    const { user, api } = memberPage();
    await user.click(await screen.findByRole('button', { name: 'Erase personal data…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (required)' }), 'Asked in writing');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Erased. The member is now “Former member #7”.')).toBeInTheDocument();
    expect(api.bodiesOf('admin.membererase')).toEqual([
      { memberNumber: '1001', force: true, reason: 'Asked in writing' },
    ]);
    await waitFor(() => expect(api.bodiesOf('admin.memberget')).toHaveLength(2));
    // The dialog's form is inside the member's form in the component tree: erasing saves nothing.
    expect(api.bodiesOf('admin.memberedit')).toEqual([]);
  });
});
