// @vitest-environment happy-dom
import type { SelectedMember } from '@portal/contract';
import { within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { aMemberRow } from '../../test/members';
import { renderScreen } from '../../test/render-screen';
import { searchMembers } from '../../test/select-members';
import { RecipientPicker } from './RecipientPicker';

const JAMES = aMemberRow();

/** The picker as a reward form holds it: the chosen members in the form's state. */
function RecipientsField() {
  const [value, setValue] = useState<SelectedMember[]>([]);
  return <RecipientPicker value={value} onChange={setValue} />;
}

describe('the member picker', () => {
  it('turns Add into a disabled Added once the person is chosen, and back when they are removed', async () => {
    const { user } = renderScreen(<RecipientsField />, {
      path: '/recognise',
      api: {
        'site.getdivisionlist': { countryList: [], divisionList: [] },
        'site.getmemberlist': { memberList: [JAMES] },
      },
    });
    const dialog = await searchMembers(user, JAMES.memberNumber, 'James Whitfield');
    await user.click(within(dialog).getByRole('button', { name: 'Add James Whitfield' }));
    const added = within(dialog).getByRole('button', { name: 'Added James Whitfield' });
    expect(added).toBeDisabled();
    expect(added).toHaveTextContent('Added');
    await user.click(within(dialog).getByRole('button', { name: 'Remove James Whitfield' }));
    expect(within(dialog).getByRole('button', { name: 'Add James Whitfield' })).toBeEnabled();
  });
});
