// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen } from '../../../test/render-screen';
import CampaignsScreen from './CampaignsScreen';

const ENDS_BEFORE_IT_STARTS = 'The end date cannot be before the start date';

/** A date input takes its value whole, as a browser's date picker gives it. */
const setDate = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('adding a campaign', () => {
  // The rule itself (end not before start) is the contract's and the API tests'; the screen's part
  // is to show the server's refusal under End, and to send again once it is put right.
  it('shows the server’s refusal of the dates under End, then adds it once the end is put right', async () => {
    let refused = false;
    const { user, api } = renderScreen(<CampaignsScreen />, {
      path: '/admin/campaigns',
      member: { isProgrammeAdmin: true },
      api: {
        'admin.campaigns': { campaigns: [] },
        'admin.campaignadd': (body) => {
          if (refused) return { campaign: { id: 7, ...body } };
          refused = true;
          return failure(400, ENDS_BEFORE_IT_STARTS, { closeDate: ENDS_BEFORE_IT_STARTS });
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Name/), 'Allotments');
    const colour = screen.getByLabelText(/^Colour/);
    await user.clear(colour);
    await user.type(colour, '#2e7d32');
    setDate(/^Start/, '2020-03-01');
    setDate(/^End/, '2020-03-01');
    await user.click(screen.getByRole('button', { name: 'Add campaign' }));
    const end = screen.getByLabelText(/^End/);
    await waitFor(() => expect(end).toHaveAccessibleDescription(ENDS_BEFORE_IT_STARTS));
    expect(end).toHaveAttribute('aria-invalid', 'true');

    setDate(/^End/, '2020-03-31');
    await user.click(screen.getByRole('button', { name: 'Add campaign' }));
    expect(await screen.findByText('Allotments added.')).toBeVisible();
    expect(api.bodiesOf('admin.campaignadd').at(-1)).toMatchObject({
      name: 'Allotments',
      colour: '#2e7d32',
      openDate: '2020-03-01',
      closeDate: '2020-03-31',
    });
  });
});
