// @vitest-environment happy-dom
import { MESSAGES, NOMINATION_CATEGORIES, SESSION_KEYS } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMemberRow } from '../../test/members';
import { renderScreen } from '../../test/render-screen';
import { chooseDivision, chooseMember, FINANCE_MEMBER, fieldErrorsIn } from '../../test/select-members';
import { NominateScreen } from './NominateScreen';

const JAMES = aMemberRow();
const nomcats = {
  categories: NOMINATION_CATEGORIES.map((c) => ({ nomCat: c.nomCat, name: c.nomCat, helpText: c.help })),
};

function renderNominate(path = '/nominate') {
  return renderScreen(<NominateScreen />, {
    path,
    route: '/nominate',
    api: {
      'nom.nomcats': nomcats,
      'site.getdivisionlist': { countryList: [], divisionList: [] },
      'site.getmemberlist': { memberList: [JAMES] },
      'site.getmemberget': {
        companyName: 'Lumière Beauty',
        firstName: JAMES.firstname,
        surname: JAMES.surname,
        memberId: JAMES.memberId,
        memberNumber: JAMES.memberNumber,
      },
      'nom.newnom': { ok: true },
    },
  });
}

describe('the nominate form', () => {
  it('an empty submit shows every missing field at once, and each error goes as soon as it is fixed', async () => {
    const { user, api } = renderNominate();
    const form = screen.getByRole('form', { name: 'Nominate' });
    await user.click(await screen.findByRole('button', { name: 'Submit nomination' }));
    // Nominees, category and reason together, not one per press.
    expect(fieldErrorsIn(form)).toEqual([MESSAGES.recipientsRequired, 'Required', expect.any(String)]);
    await user.click(await screen.findByRole('radio', { name: /^Collaboration/ }));
    expect(fieldErrorsIn(form)).toHaveLength(2);
    await user.click(screen.getByLabelText(/^Reason/));
    await user.paste('Ran the stand alone all week');
    expect(fieldErrorsIn(form)).toHaveLength(1);
    await chooseMember(user, JAMES.memberNumber, 'James Whitfield');
    expect(fieldErrorsIn(form)).toEqual([]);
    // Nothing reached the server while the form was incomplete.
    expect(api.bodiesOf('nom.newnom')).toEqual([]);
  });

  it('a nominee left in session storage is preselected, and only once', async () => {
    sessionStorage.setItem(SESSION_KEYS.nominee, JAMES.memberId);
    const { api } = renderNominate();
    await screen.findByText('James Whitfield', { exact: false });
    expect(api.bodiesOf('site.getmemberget')).toEqual([{ memberId: JAMES.memberId }]);
    // Read once: a later visit does not preselect them again.
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.nominee)).toBeNull());
  });
});

const PRIYA = FINANCE_MEMBER;

/** Nominate with Select Members open on the Finance division. */
async function financeInSelectMembers() {
  const rendered = renderScreen(<NominateScreen />, {
    path: '/nominate',
    api: {
      'nom.nomcats': nomcats,
      'site.getdivisionlist': {
        countryList: [{ countryCode: 'GB', country: 'United Kingdom' }],
        divisionList: [{ divisionCode: 'FIN', countryCode: 'GB', division: 'Finance' }],
      },
      'site.getmemberlist': (body) => ({ memberList: body.divisionCode === 'FIN' ? [PRIYA] : [] }),
    },
  });
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: 'Select members' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Members' });
  await chooseDivision(user, dialog, 'Finance');
  await within(dialog).findByRole('button', { name: 'Add Priya Raman' });
  return { ...rendered, dialog };
}

describe('whole divisions in Select Members on Nominate', () => {
  it('a division with a member already chosen is refused until the member is removed', async () => {
    const { user, dialog } = await financeInSelectMembers();
    await user.click(within(dialog).getByRole('button', { name: 'Add Priya Raman' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add entire division Finance' }));
    expect(
      within(dialog).getByText(
        'Cannot add Finance, as members from this division already added. Remove these members first.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Remove Entire division: Finance' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Priya Raman' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add entire division Finance' }));
    expect(within(dialog).getByRole('button', { name: 'Remove Entire division: Finance' })).toBeVisible();
  });

  it('a division goes in once: adding it again says it has already been added', async () => {
    const { user, dialog } = await financeInSelectMembers();
    await user.click(within(dialog).getByRole('button', { name: 'Add entire division Finance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add entire division Finance' }));
    expect(within(dialog).getByText('Entire division Finance has already been added')).toBeVisible();
    expect(within(dialog).getAllByRole('button', { name: 'Remove Entire division: Finance' })).toHaveLength(
      1,
    );
  });

  it('no member of a division already chosen whole', async () => {
    const { user, dialog } = await financeInSelectMembers();
    await user.click(within(dialog).getByRole('button', { name: 'Add entire division Finance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Priya Raman' }));
    expect(
      within(dialog).getByText(
        'Cannot add an individual member from Finance, as the entire division already added.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Remove Priya Raman' })).toBeNull();
  });
});
