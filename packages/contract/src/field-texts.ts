import type { MessageText } from './i18n/text.js';

/**
 * The contract's own wording of a field's refusal (beside zod's, `ZOD_TEXTS`): the schemas and
 * rules use `.message`, and the server says it in the caller's language by this id.
 */
export const FIELD_TEXTS = {
  enterMemberNumber: /*i18n*/ { id: 'field.enterMemberNumber', message: 'Enter your member number' },
  enterPassword: /*i18n*/ { id: 'field.enterPassword', message: 'Enter your password' },
  passwordTooCommon: /*i18n*/ {
    id: 'field.passwordTooCommon',
    message: 'This password is too common. Please choose another.',
  },
  passwordLetterAndNumber: /*i18n*/ {
    id: 'field.passwordLetterAndNumber',
    message: 'Password must include at least 1 letter and 1 number',
  },
  acceptTerms: /*i18n*/ { id: 'field.acceptTerms', message: 'Please accept the terms and conditions' },
  enterValidEmail: /*i18n*/ { id: 'field.enterValidEmail', message: 'Enter a valid e-mail address' },
  enterAMemberNumber: /*i18n*/ { id: 'field.enterAMemberNumber', message: 'Enter a member number' },
  onlyIndividuals: /*i18n*/ { id: 'field.onlyIndividuals', message: 'Only individuals can be selected' },
  chooseValue: /*i18n*/ { id: 'field.chooseValue', message: 'Choose a value from the list' },
  chooseEmailOrSms: /*i18n*/ { id: 'field.chooseEmailOrSms', message: 'Choose email or SMS' },
  simplySayNoPoints: /*i18n*/ {
    id: 'field.simplySayNoPoints',
    message: 'A Simply Say card carries no points',
  },
  invalidRecipient: /*i18n*/ { id: 'field.invalidRecipient', message: 'Invalid recipient' },
  dayAndMonth: /*i18n*/ { id: 'field.dayAndMonth', message: 'Give both day and month, or neither' },
  monthRange: /*i18n*/ { id: 'field.monthRange', message: 'Month must be 01 to 12' },
  invalidDate: /*i18n*/ { id: 'field.invalidDate', message: 'Not a valid date' },
  chooseCategory: /*i18n*/ { id: 'field.chooseCategory', message: 'Choose a category from the list' },
  chooseRating: /*i18n*/ { id: 'field.chooseRating', message: 'Choose a rating from 1 to 5 stars' },
  writeComment: /*i18n*/ { id: 'field.writeComment', message: 'Write a comment' },
  notBeforeFromDate: /*i18n*/ { id: 'field.notBeforeFromDate', message: 'Must not be before the from date' },
  notBeforeFromMonth: /*i18n*/ {
    id: 'field.notBeforeFromMonth',
    message: 'Must not be before the from month',
  },
  endBeforeStart: /*i18n*/ {
    id: 'field.endBeforeStart',
    message: 'The end date cannot be before the start date',
  },
  chooseListedAmount: /*i18n*/ {
    id: 'field.chooseListedAmount',
    message: 'Choose one of the listed amounts',
  },
  notTranslatable: /*i18n*/ {
    id: 'field.notTranslatable',
    message: 'This kind of programme data has no such field to translate',
  },
  nothingToTranslate: /*i18n*/ {
    id: 'field.nothingToTranslate',
    message: 'There is no such item to translate',
  },
} as const satisfies Record<string, MessageText>;
