// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen } from '../../../test/render-screen';
import BudgetsScreen from './BudgetsScreen';

const ROWS = [
  { row: 2, memberNumber: '100234', name: 'Thandi Nkosi', points: 500, error: '' },
  { row: 3, memberNumber: '100235', name: 'Sipho Dlamini', points: 250, error: '' },
];

const budgets = () =>
  renderScreen(<BudgetsScreen />, {
    path: '/admin/budgets',
    member: { isProgrammeAdmin: true },
    api: {
      'admin.fundbudget': (body) => ({ memberNumber: body.memberNumber, name: 'Thandi Nkosi', budget: 1500 }),
      'admin.fundbudgets': (body) => ({ rows: ROWS, totalPoints: 750, errors: 0, applied: body.apply }),
    },
  });

describe('funding one manager', () => {
  it('sends the trimmed member number, the points and the note, and says the new budget', async () => {
    const { user, api } = budgets();
    await user.type(screen.getByRole('textbox', { name: 'Manager’s member number' }), ' 100234 ');
    await user.type(screen.getByRole('textbox', { name: 'Points' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Note on the statement' }), 'Q4 top-up');
    await user.click(screen.getByRole('button', { name: 'Fund budget' }));
    expect(await screen.findByText('Thandi Nkosi’s budget is now 1,500.')).toBeInTheDocument();
    expect(screen.getByText('Budget funded')).toBeInTheDocument();
    const [sent] = api.bodiesOf('admin.fundbudget');
    expect(sent).toMatchObject({ memberNumber: '100234', points: 500, note: 'Q4 top-up' });
    // The points are cleared for the next manager; the member number and note stay.
    expect(screen.getByRole('textbox', { name: 'Points' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Manager’s member number' })).toHaveValue(' 100234 ');
  });

  it('gives each funding its own request id, so a retry cannot fund twice', async () => {
    const { user, api } = budgets();
    const points = screen.getByRole('textbox', { name: 'Points' });
    await user.type(screen.getByRole('textbox', { name: 'Manager’s member number' }), '100234');
    await user.type(points, '500');
    await user.click(screen.getByRole('button', { name: 'Fund budget' }));
    await screen.findByText('Thandi Nkosi’s budget is now 1,500.');
    await user.type(points, '200');
    await user.click(screen.getByRole('button', { name: 'Fund budget' }));
    await waitFor(() => expect(api.bodiesOf('admin.fundbudget')).toHaveLength(2));
    const [first, second] = api.bodiesOf('admin.fundbudget');
    expect(second!.points).toBe(200);
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it('shows the server’s refusal under the field it names', async () => {
    const { user, api } = budgets();
    api.answer(
      'admin.fundbudget',
      failure(400, 'Please correct the highlighted fields.', { memberNumber: 'No such manager' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Manager’s member number' }), '999999');
    await user.type(screen.getByRole('textbox', { name: 'Points' }), '500');
    await user.click(screen.getByRole('button', { name: 'Fund budget' }));
    expect(await screen.findByText('No such manager')).toBeInTheDocument();
  });
});

describe('funding many managers from a CSV', () => {
  it('checks the file first, then funds it with the same request id when confirmed', async () => {
    const { user, api, container } = budgets();
    const csv = 'member_number,points\n100234,500\n100235,250\n';
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([csv], 'budgets.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText('2 budgets, 750 points. Nothing is funded until you confirm.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm: fund 2 budgets (750 points)' }));
    expect(await screen.findByText('750 points added to 2 budgets.')).toBeInTheDocument();
    expect(screen.getByText('Funded 2 budgets with 750 points.')).toBeInTheDocument();
    const [check, apply] = api.bodiesOf('admin.fundbudgets');
    expect(check).toMatchObject({ csv, apply: false });
    expect(apply).toMatchObject({ csv, apply: true, requestId: check!.requestId });
  });
});
