// @vitest-environment happy-dom
import {
  LIMITS,
  MESSAGE_TEXTS,
  nom,
  ORDER_STATUS_TEXTS,
  selectionRefusal,
  SHOP_TEXTS,
  type SelectedMember,
} from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { fieldErrorsFrom } from '../use-form';
import { sayEnglish, sayText } from './contract-texts';

const ann: SelectedMember = {
  memberId: 'm-1',
  memberNumber: '100001',
  isManager: false,
  firstname: 'Ann',
  surname: 'Smith',
  division: 'Sales',
  isEntireDivision: false,
  entireDivisionCode: '',
};

describe("the contract's messages on a screen", () => {
  afterEach(() => showInTest('en-GB'));

  it('read as the contract words them in English', async () => {
    await showInTest('en-GB');
    expect(sayText(ORDER_STATUS_TEXTS['30'])).toBe('Complete');
    expect(sayText(SHOP_TEXTS.outOfStock, { product: 'Mug' })).toBe('Sorry, Mug is out of stock.');
    expect(sayEnglish(MESSAGE_TEXTS.recipientsRequired.message)).toBe(
      MESSAGE_TEXTS.recipientsRequired.message,
    );
  });

  it('are said in German from the catalogue the server says them from', async () => {
    await showInTest('de');
    expect(sayText(ORDER_STATUS_TEXTS['30'])).toBe('Abgeschlossen');
    expect(sayText(SHOP_TEXTS.outOfStock, { product: 'Mug' })).toBe('Mug ist leider nicht vorrätig.');
    const refusal = selectionRefusal([ann], ann, { singleMode: false, allowDivision: true });
    expect(refusal && sayText(refusal)).toBe('Ann Smith wurde bereits hinzugefügt.');
  });

  it('find a contract wording again by its English, and leave any other text as it is', async () => {
    await showInTest('de');
    expect(sayEnglish('Choose a category from the list')).toBe('Wählen Sie eine Kategorie aus der Liste');
    expect(sayEnglish('Die Antwort des Servers, schon auf Deutsch.')).toBe(
      'Die Antwort des Servers, schon auf Deutsch.',
    );
  });

  it("give a form's refusals in German: zod's own with their numbers, and the schema's own wording", async () => {
    await showInTest('de');
    const errors = fieldErrorsFrom(nom.newnom.body, {
      nomCat: 'Not a category',
      reason: 'x'.repeat(LIMITS.nominationReason + 1),
      members: [],
    });
    expect(errors.nomCat).toBe('Wählen Sie eine Kategorie aus der Liste');
    expect(errors.reason).toBe(`Darf höchstens ${LIMITS.nominationReason} Zeichen lang sein`);
    expect(errors.members).not.toBe(MESSAGE_TEXTS.recipientsRequired.message);
    expect(errors.members).toBe(sayText(MESSAGE_TEXTS.recipientsRequired));
  });
});
