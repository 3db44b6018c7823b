import { english, type MessageText } from './i18n/text.js';

/** User-facing wording the spec fixes (sections 5 and 8), shared by server errors and web forms. */
export const MESSAGE_TEXTS = {
  recipientsRequired: /*i18n*/ {
    id: 'messages.recipientsRequired',
    message: 'Please select at least one recipient.',
  },
  recipientsRequiredTitle: /*i18n*/ {
    id: 'messages.recipientsRequiredTitle',
    message: 'Recipients required',
  },
  recipientRequiredAdhoc: /*i18n*/ {
    id: 'messages.recipientRequiredAdhoc',
    message: 'Please select a recipient.',
  },
  pointsOutOfRange: /*i18n*/ {
    id: 'messages.pointsOutOfRange',
    message: 'Points value must be less than 20000',
  },
  pointsOutOfRangeTitle: /*i18n*/ { id: 'messages.pointsOutOfRangeTitle', message: 'Points amount' },
  termsRequiredRegistration: /*i18n*/ {
    id: 'messages.termsRequiredRegistration',
    message: 'Terms and Conditions are required to be accepted to participate in this program',
  },
  profileAgreementRequired: /*i18n*/ {
    id: 'messages.profileAgreementRequired',
    message:
      'In order to participate in this program you are required to ensure the information provided is correct',
  },
  getInvolvedTermsRequired: /*i18n*/ {
    id: 'messages.getInvolvedTermsRequired',
    message: 'You are required to accept the terms and conditions before publishing your picture',
  },
  getInvolvedTermsTitle: /*i18n*/ { id: 'messages.getInvolvedTermsTitle', message: 'Terms and Conditions' },
  passwordHint: /*i18n*/ {
    id: 'messages.passwordHint',
    message: 'At least 8 characters including at least 1 letter and 1 number',
  },
  birthdayNotProvided: /*i18n*/ { id: 'messages.birthdayNotProvided', message: '(Not provided)' },
  invalidContentKey: /*i18n*/ { id: 'messages.invalidContentKey', message: 'Invalid Key' },
  noMembersFound: /*i18n*/ { id: 'messages.noMembersFound', message: 'No members found.' },
  notRegisteredTooltip: /*i18n*/ {
    id: 'messages.notRegisteredTooltip',
    message: 'This user has not registered',
  },
  uploadFailure: /*i18n*/ { id: 'messages.uploadFailure', message: 'FAILURE UPLOAD!!' },
  nominationSubmitted: /*i18n*/ {
    id: 'messages.nominationSubmitted',
    message: 'Successfully submitted nomination',
  },
  profileUpdated: /*i18n*/ { id: 'messages.profileUpdated', message: 'Thank you for updating your details.' },
  contactSent: /*i18n*/ { id: 'messages.contactSent', message: 'Message Successfully Sent' },
  registered: /*i18n*/ { id: 'messages.registered', message: 'You have successfully registered.' },
  passwordUpdated: /*i18n*/ {
    id: 'messages.passwordUpdated',
    message: 'You have successfully updated your password, and may now login using your new credentials.',
  },
  adhocSubmitted: /*i18n*/ {
    id: 'messages.adhocSubmitted',
    message: 'Successfully submitted Adhoc Recognition.',
  },
  addedToBasket: /*i18n*/ {
    id: 'messages.addedToBasket',
    message: '{product} has been added to your basket.',
  },
  orderPlaced: /*i18n*/ {
    id: 'messages.orderPlaced',
    message: 'Your order has been placed successfully. Order No:{orderNum}.',
  },
} as const satisfies Record<string, MessageText>;

export const MESSAGES = {
  recipientsRequired: MESSAGE_TEXTS.recipientsRequired.message,
  recipientsRequiredTitle: MESSAGE_TEXTS.recipientsRequiredTitle.message,
  recipientRequiredAdhoc: MESSAGE_TEXTS.recipientRequiredAdhoc.message,
  pointsOutOfRange: MESSAGE_TEXTS.pointsOutOfRange.message,
  pointsOutOfRangeTitle: MESSAGE_TEXTS.pointsOutOfRangeTitle.message,
  termsRequiredRegistration: MESSAGE_TEXTS.termsRequiredRegistration.message,
  profileAgreementRequired: MESSAGE_TEXTS.profileAgreementRequired.message,
  getInvolvedTermsRequired: MESSAGE_TEXTS.getInvolvedTermsRequired.message,
  getInvolvedTermsTitle: MESSAGE_TEXTS.getInvolvedTermsTitle.message,
  passwordHint: MESSAGE_TEXTS.passwordHint.message,
  birthdayNotProvided: MESSAGE_TEXTS.birthdayNotProvided.message,
  invalidContentKey: MESSAGE_TEXTS.invalidContentKey.message,
  noMembersFound: MESSAGE_TEXTS.noMembersFound.message,
  notRegisteredTooltip: MESSAGE_TEXTS.notRegisteredTooltip.message,
  uploadFailure: MESSAGE_TEXTS.uploadFailure.message,
  nominationSubmitted: MESSAGE_TEXTS.nominationSubmitted.message,
  profileUpdated: MESSAGE_TEXTS.profileUpdated.message,
  contactSent: MESSAGE_TEXTS.contactSent.message,
  registered: MESSAGE_TEXTS.registered.message,
  passwordUpdated: MESSAGE_TEXTS.passwordUpdated.message,
  adhocSubmitted: MESSAGE_TEXTS.adhocSubmitted.message,
  addedToBasket: (product: string) => english(MESSAGE_TEXTS.addedToBasket, { product }),
  orderPlaced: (orderNum: string) => english(MESSAGE_TEXTS.orderPlaced, { orderNum }),
} as const;

/** The shop's refusals: not fixed by the spec, shared so the web and tests read one wording. */
export const SHOP_TEXTS = {
  emptyBasket: /*i18n*/ { id: 'shop.emptyBasket', message: 'There are no items in your basket' },
  productUnavailable: /*i18n*/ {
    id: 'shop.productUnavailable',
    message: 'This product is no longer available.',
  },
  notOfferedInCluster: /*i18n*/ {
    id: 'shop.notOfferedInCluster',
    message: 'This product is not offered in your country.',
  },
  noBasketProduct: /*i18n*/ {
    id: 'shop.noBasketProduct',
    message: 'This product cannot be ordered online; please call us.',
  },
  outOfStock: /*i18n*/ { id: 'shop.outOfStock', message: 'Sorry, {product} is out of stock.' },
  qtyTooHigh: /*i18n*/ { id: 'shop.qtyTooHigh', message: 'You can order at most {max} of one product.' },
  qtyAtMinimum: /*i18n*/ {
    id: 'shop.qtyAtMinimum',
    message: 'The quantity cannot go below 1; remove the item instead.',
  },
  totalChanged: /*i18n*/ {
    id: 'shop.totalChanged',
    message: 'The prices in your basket have changed since you checked out. Please review your order.',
  },
  insufficientPoints: /*i18n*/ {
    id: 'shop.insufficientPoints',
    message: 'You do not have enough {pointsName}: {available} available, {needed} needed.',
  },
  cellNumRequired: /*i18n*/ {
    id: 'shop.cellNumRequired',
    message: 'Please enter the mobile number for your voucher codes.',
  },
  noStoredCellNum: /*i18n*/ {
    id: 'shop.noStoredCellNum',
    message: 'We have no mobile number for you; please add one to your profile first.',
  },
  promoNotFound: /*i18n*/ { id: 'shop.promoNotFound', message: 'This promo code is not valid.' },
  promoNotStarted: /*i18n*/ { id: 'shop.promoNotStarted', message: 'This promo code is not valid yet.' },
  promoExpired: /*i18n*/ { id: 'shop.promoExpired', message: 'This promo code has expired.' },
  promoUsedUp: /*i18n*/ { id: 'shop.promoUsedUp', message: 'This promo code has been used up.' },
  promoMemberLimit: /*i18n*/ {
    id: 'shop.promoMemberLimit',
    message: 'You have already used this promo code.',
  },
  promoMinimum: /*i18n*/ {
    id: 'shop.promoMinimum',
    message: 'This promo code needs a basket of at least {min}.',
  },
  vouchersNotViewable: /*i18n*/ {
    id: 'shop.vouchersNotViewable',
    message: 'The voucher codes of this line are not available yet.',
  },
  vouchersNotIssued: /*i18n*/ {
    id: 'shop.vouchersNotIssued',
    message: 'The voucher codes of this line have not been issued yet. Please look again later.',
  },
} as const satisfies Record<string, MessageText>;

export const SHOP_MESSAGES = {
  emptyBasket: SHOP_TEXTS.emptyBasket.message,
  productUnavailable: SHOP_TEXTS.productUnavailable.message,
  notOfferedInCluster: SHOP_TEXTS.notOfferedInCluster.message,
  noBasketProduct: SHOP_TEXTS.noBasketProduct.message,
  outOfStock: (product: string) => english(SHOP_TEXTS.outOfStock, { product }),
  qtyTooHigh: (max: number) => english(SHOP_TEXTS.qtyTooHigh, { max }),
  qtyAtMinimum: SHOP_TEXTS.qtyAtMinimum.message,
  totalChanged: SHOP_TEXTS.totalChanged.message,
  insufficientPoints: (available: number, needed: number, pointsName: string) =>
    english(SHOP_TEXTS.insufficientPoints, { available, needed, pointsName }),
  cellNumRequired: SHOP_TEXTS.cellNumRequired.message,
  noStoredCellNum: SHOP_TEXTS.noStoredCellNum.message,
  promoNotFound: SHOP_TEXTS.promoNotFound.message,
  promoNotStarted: SHOP_TEXTS.promoNotStarted.message,
  promoExpired: SHOP_TEXTS.promoExpired.message,
  promoUsedUp: SHOP_TEXTS.promoUsedUp.message,
  promoMemberLimit: SHOP_TEXTS.promoMemberLimit.message,
  promoMinimum: (min: string) => english(SHOP_TEXTS.promoMinimum, { min }),
  vouchersNotViewable: SHOP_TEXTS.vouchersNotViewable.message,
  vouchersNotIssued: SHOP_TEXTS.vouchersNotIssued.message,
} as const;

/** Select Members modal refusals. */
export const SELECT_MEMBERS_TEXTS = {
  divisionNotAllowed: /*i18n*/ {
    id: 'selectMembers.divisionNotAllowed',
    message: 'Cannot add {division}. Only individuals can be selected',
  },
  divisionAlreadyAdded: /*i18n*/ {
    id: 'selectMembers.divisionAlreadyAdded',
    message: 'Entire division {division} has already been added',
  },
  divisionHasMembers: /*i18n*/ {
    id: 'selectMembers.divisionHasMembers',
    message:
      'Cannot add {division}, as members from this division already added. Remove these members first.',
  },
  singleOnly: /*i18n*/ {
    id: 'selectMembers.singleOnly',
    message:
      'A member has already been selected. Only one member may be chosen. Please remove the existing member first to select a different member.',
  },
  memberInAddedDivision: /*i18n*/ {
    id: 'selectMembers.memberInAddedDivision',
    message: 'Cannot add an individual member from {division}, as the entire division already added.',
  },
  alreadyAdded: /*i18n*/ { id: 'selectMembers.alreadyAdded', message: '{name} has already been added.' },
} as const satisfies Record<string, MessageText>;

export const SELECT_MEMBERS_MESSAGES = {
  divisionNotAllowed: (division: string) => english(SELECT_MEMBERS_TEXTS.divisionNotAllowed, { division }),
  divisionAlreadyAdded: (division: string) =>
    english(SELECT_MEMBERS_TEXTS.divisionAlreadyAdded, { division }),
  divisionHasMembers: (division: string) => english(SELECT_MEMBERS_TEXTS.divisionHasMembers, { division }),
  singleOnly: SELECT_MEMBERS_TEXTS.singleOnly.message,
  memberInAddedDivision: (division: string) =>
    english(SELECT_MEMBERS_TEXTS.memberInAddedDivision, { division }),
  alreadyAdded: (name: string) => english(SELECT_MEMBERS_TEXTS.alreadyAdded, { name }),
} as const;

/** Get Involved and Get To Know refusals (not worded by the spec; shown under 'An error has occurred'). */
export const COMMUNITY_TEXTS = {
  loadCampaigns: /*i18n*/ { id: 'community.loadCampaigns', message: 'Error in Load Campaigns' },
  showCampaignPics: /*i18n*/ { id: 'community.showCampaignPics', message: 'Error in Show Campaign Pics' },
  showProfilePics: /*i18n*/ { id: 'community.showProfilePics', message: 'Error in Show Profile Pics' },
  campaignClosed: /*i18n*/ {
    id: 'community.campaignClosed',
    message: 'This campaign is closed to new pictures.',
  },
  campaignNotFound: /*i18n*/ { id: 'community.campaignNotFound', message: 'This campaign does not exist.' },
  pictureNotFound: /*i18n*/ { id: 'community.pictureNotFound', message: 'This picture does not exist.' },
  likeOwn: /*i18n*/ { id: 'community.likeOwn', message: 'You cannot like your own picture.' },
  likeTwice: /*i18n*/ { id: 'community.likeTwice', message: 'You have already liked this picture.' },
  deleteNotOwn: /*i18n*/ { id: 'community.deleteNotOwn', message: 'You can only delete your own pictures.' },
  noPendingPicture: /*i18n*/ { id: 'community.noPendingPicture', message: 'Upload a picture first.' },
  getToKnowNotFound: /*i18n*/ {
    id: 'community.getToKnowNotFound',
    message: 'This member is not taking part in Get To Know.',
  },
} as const satisfies Record<string, MessageText>;

export const COMMUNITY_MESSAGES = {
  loadCampaigns: COMMUNITY_TEXTS.loadCampaigns.message,
  showCampaignPics: COMMUNITY_TEXTS.showCampaignPics.message,
  showProfilePics: COMMUNITY_TEXTS.showProfilePics.message,
  campaignClosed: COMMUNITY_TEXTS.campaignClosed.message,
  campaignNotFound: COMMUNITY_TEXTS.campaignNotFound.message,
  pictureNotFound: COMMUNITY_TEXTS.pictureNotFound.message,
  likeOwn: COMMUNITY_TEXTS.likeOwn.message,
  likeTwice: COMMUNITY_TEXTS.likeTwice.message,
  deleteNotOwn: COMMUNITY_TEXTS.deleteNotOwn.message,
  noPendingPicture: COMMUNITY_TEXTS.noPendingPicture.message,
  getToKnowNotFound: COMMUNITY_TEXTS.getToKnowNotFound.message,
} as const;

/** Why integration secrets cannot be stored: the server and the admin pages say it in these words. */
export const SECRETS_TEXTS = {
  keyMissing: /*i18n*/ {
    id: 'secrets.keyMissing',
    message:
      'Secrets cannot be stored until SECRETS_KEY is set: without it the key that seals them would sit in the database beside them, and a copy of the database would give both away. Ask whoever runs the server to set SECRETS_KEY (see docs/configuration.md) and restart it.',
  },
} as const satisfies Record<string, MessageText>;

export const SECRETS_MESSAGES = {
  keyMissing: SECRETS_TEXTS.keyMissing.message,
} as const;
