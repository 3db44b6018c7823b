import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { aMemberRow } from './members';

/** Opens Select Members from a form's recipient field and searches; resolves with the dialog once `name` is found. */
export async function searchMembers(user: UserEvent, search: string, name: string): Promise<HTMLElement> {
  await user.click(
    screen.getByRole('button', { name: /^(Select members|Select a member|Change recipients)$/ }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Select Members' });
  await user.click(within(dialog).getByLabelText('Search by name or member number'));
  await user.paste(search);
  // Select Members waits for typing to settle (800 ms) before it searches.
  await within(dialog).findByRole('button', { name: `Add ${name}` });
  return dialog;
}

/** Chooses a member the way a member does: the picker's button, a search, Add, Done. */
export async function chooseMember(user: UserEvent, search: string, name: string): Promise<void> {
  const dialog = await searchMembers(user, search, name);
  await user.click(within(dialog).getByRole('button', { name: `Add ${name}` }));
  await within(dialog).findByRole('button', { name: `Remove ${name}` });
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
}

/** The field errors shown in a form, in the order of the fields (Mantine ids them `…-error`). */
export function fieldErrorsIn(form: HTMLElement): string[] {
  return [...form.querySelectorAll('[id$="-error"]')].map((el) => el.textContent ?? '');
}

/** Chooses a division in an open Select Members dialog; its members are then listed. */
export async function chooseDivision(user: UserEvent, dialog: HTMLElement, division: string): Promise<void> {
  await user.click(within(dialog).getByRole('textbox', { name: 'Division' }));
  await user.click(await screen.findByRole('option', { name: division }));
}

/** A member of Finance, found by searching or by choosing her division in Select Members. */
export const FINANCE_MEMBER = aMemberRow({
  memberId: 'm-100003',
  memberNumber: '100003',
  firstname: 'Priya',
  surname: 'Raman',
  division: 'Finance',
  divisionCode: 'FIN',
});
