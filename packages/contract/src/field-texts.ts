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
  invalidMember: /*i18n*/ { id: 'field.invalidMember', message: 'Invalid member' },
  invalidDivision: /*i18n*/ { id: 'field.invalidDivision', message: 'Invalid division' },
  zeroOrMore: /*i18n*/ { id: 'field.zeroOrMore', message: 'Must be 0 or more' },
  invalidRequestId: /*i18n*/ { id: 'field.invalidRequestId', message: 'Invalid request id' },
  dateFormat: /*i18n*/ { id: 'field.dateFormat', message: 'A date as YYYY-MM-DD' },
  enterValidMobile: /*i18n*/ { id: 'field.enterValidMobile', message: 'Enter a valid mobile number' },
  invalidCursor: /*i18n*/ { id: 'field.invalidCursor', message: 'Invalid cursor' },
  notTranslatable: /*i18n*/ {
    id: 'field.notTranslatable',
    message: 'This kind of programme data has no such field to translate',
  },
  nothingToTranslate: /*i18n*/ {
    id: 'field.nothingToTranslate',
    message: 'There is no such item to translate',
  },
} as const satisfies Record<string, MessageText>;

/**
 * The wording of the administration forms' fields (budgets, catalogue, integrations, people,
 * moderation, insights) and of a few member forms beside FIELD_TEXTS. Numbers written into the
 * English are the schemas' own; a limit kept in a constant is `{max}`, filled in beside its
 * schema (FEED_FIELD_TEXTS, SEND_QUOTA_FIELD_TEXTS) and registered with its values.
 */
export const ADMIN_FIELD_TEXTS = {
  invalidMemberNumber: /*i18n*/ { id: 'adminField.invalidMemberNumber', message: 'Invalid member number' },
  wholeNumber: /*i18n*/ { id: 'adminField.wholeNumber', message: 'A whole number' },
  atLeastOne: /*i18n*/ { id: 'adminField.atLeastOne', message: 'At least 1' },
  atMost: /*i18n*/ { id: 'adminField.atMost', message: 'At most {max}' },
  atMostTenMillion: /*i18n*/ { id: 'adminField.atMostTenMillion', message: 'At most 10,000,000' },
  chooseFile: /*i18n*/ { id: 'adminField.chooseFile', message: 'Choose a file' },
  atMost500kB: /*i18n*/ { id: 'adminField.atMost500kB', message: 'At most 500 kB' },
  invalidCluster: /*i18n*/ { id: 'adminField.invalidCluster', message: 'Invalid cluster' },
  pasteCodes: /*i18n*/ { id: 'adminField.pasteCodes', message: 'Paste the codes' },
  atMost1MB: /*i18n*/ { id: 'adminField.atMost1MB', message: 'At most 1 MB' },
  pasteSigningSecret: /*i18n*/ {
    id: 'adminField.pasteSigningSecret',
    message: 'Paste the whole signing secret',
  },
  pasteBotToken: /*i18n*/ { id: 'adminField.pasteBotToken', message: 'Paste the whole bot token' },
  pasteAppToken: /*i18n*/ { id: 'adminField.pasteAppToken', message: 'Paste the whole app-level token' },
  pasteSecurityToken: /*i18n*/ {
    id: 'adminField.pasteSecurityToken',
    message: 'Paste the whole security token',
  },
  slashCommand: /*i18n*/ {
    id: 'adminField.slashCommand',
    message: 'A slash and up to 31 lower-case letters, digits, - or _',
  },
  pageTooLong: /*i18n*/ { id: 'adminField.pageTooLong', message: 'The page is too long' },
  colour: /*i18n*/ { id: 'adminField.colour', message: 'A colour like #8e2466' },
  chooseScope: /*i18n*/ { id: 'adminField.chooseScope', message: 'Choose at least one scope' },
  atLeastOneDay: /*i18n*/ { id: 'adminField.atLeastOneDay', message: 'At least 1 day' },
  atMost730Days: /*i18n*/ { id: 'adminField.atMost730Days', message: 'At most 730 days' },
  httpAddress: /*i18n*/ { id: 'adminField.httpAddress', message: 'An http(s) address' },
  atMost500Characters: /*i18n*/ { id: 'adminField.atMost500Characters', message: 'At most 500 characters' },
  chooseEvent: /*i18n*/ { id: 'adminField.chooseEvent', message: 'Choose at least one event' },
  memberOrRecognition: /*i18n*/ {
    id: 'adminField.memberOrRecognition',
    message: 'A member number or a recognition id',
  },
  invalidJob: /*i18n*/ { id: 'adminField.invalidJob', message: 'Invalid job' },
  atMostCharacters: /*i18n*/ { id: 'adminField.atMostCharacters', message: 'At most {max} characters' },
  atMostPeople: /*i18n*/ { id: 'adminField.atMostPeople', message: 'At most {max} people' },
  atMostThreeYears: /*i18n*/ { id: 'adminField.atMostThreeYears', message: 'At most three years' },
  chooseWOrNothing: /*i18n*/ { id: 'adminField.chooseWOrNothing', message: 'Choose W or nothing' },
  chooseQuarter: /*i18n*/ { id: 'adminField.chooseQuarter', message: 'Choose a quarter' },
  sayWhyErased: /*i18n*/ { id: 'adminField.sayWhyErased', message: 'Say why an active member is erased' },
  pushEndpoint: /*i18n*/ { id: 'adminField.pushEndpoint', message: 'Enter the push endpoint address' },
  notBase64url: /*i18n*/ { id: 'adminField.notBase64url', message: 'Not base64url' },
  invalidStatus: /*i18n*/ { id: 'adminField.invalidStatus', message: 'Invalid status' },
  invalidAllocation: /*i18n*/ { id: 'adminField.invalidAllocation', message: 'Invalid allocation' },
  invalidOrderNumber: /*i18n*/ { id: 'adminField.invalidOrderNumber', message: 'Invalid order number' },
  valueNotEmpty: /*i18n*/ { id: 'adminField.valueNotEmpty', message: 'A value cannot be empty' },
  atLeastOneValue: /*i18n*/ { id: 'adminField.atLeastOneValue', message: 'At least one value' },
  atMost50Values: /*i18n*/ { id: 'adminField.atMost50Values', message: 'At most 50 values' },
  eachValueOnce: /*i18n*/ { id: 'adminField.eachValueOnce', message: 'Each value once' },
  currencyCode: /*i18n*/ { id: 'adminField.currencyCode', message: 'A currency code such as GBP' },
  notBelowZero: /*i18n*/ { id: 'adminField.notBelowZero', message: 'Not below 0' },
  atMost365: /*i18n*/ { id: 'adminField.atMost365', message: 'At most 365' },
  atMost100: /*i18n*/ { id: 'adminField.atMost100', message: 'At most 100' },
  keepOneBanner: /*i18n*/ { id: 'adminField.keepOneBanner', message: 'Keep at least one banner' },
  eachBannerOnce: /*i18n*/ { id: 'adminField.eachBannerOnce', message: 'Each banner once' },
} as const satisfies Record<string, MessageText>;
