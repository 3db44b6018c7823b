// @vitest-environment happy-dom
import { MESSAGES, NOMINATION_CATEGORIES, SESSION_KEYS } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMemberRow } from '../../test/members';
import { renderScreen } from '../../test/render-screen';
import { chooseMember, fieldErrorsIn } from '../../test/select-members';
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
