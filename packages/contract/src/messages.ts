/** User-facing wording the spec fixes (sections 5 and 8), shared by server errors and web forms. */
export const MESSAGES = {
  recipientsRequired: 'Please select at least one recipient.',
  recipientsRequiredTitle: 'Recipients required',
  recipientRequiredAdhoc: 'Please select a recipient.',
  pointsOutOfRange: 'Points value must be less than 20000',
  pointsOutOfRangeTitle: 'Points amount',
  termsRequiredRegistration:
    'Terms and Conditions are required to be accepted to participate in this program',
  profileAgreementRequired:
    'In order to participate in this program you are required to ensure the information provided is correct',
  getInvolvedTermsRequired:
    'You are required to accept the terms and conditions before publishing your picture',
  getInvolvedTermsTitle: 'Terms and Conditions',
  passwordHint: 'At least 8 characters including at least 1 letter and 1 number',
  birthdayNotProvided: '(Not provided)',
  invalidContentKey: 'Invalid Key',
  noMembersFound: 'No members found.',
  notRegisteredTooltip: 'This user has not registered',
  uploadFailure: 'FAILURE UPLOAD!!',
  nominationSubmitted: 'Successfully submitted nomination',
  profileUpdated: 'Thank you for updating your details.',
  contactSent: 'Message Successfully Sent',
  registered: 'You have successfully registered.',
  passwordUpdated:
    'You have successfully updated your password, and may now login using your new credentials.',
  adhocSubmitted: 'Successfully submitted Adhoc Recognition.',
  addedToBasket: (product: string) => `${product} has been added to your basket.`,
  orderPlaced: (orderNum: string) => `Your order has been placed successfully. Order No:${orderNum}.`,
} as const;

/** The shop's refusals: not fixed by the spec, shared so the web and tests read one wording. */
export const SHOP_MESSAGES = {
  emptyBasket: 'There are no items in your basket',
  productUnavailable: 'This product is no longer available.',
  notOfferedInCluster: 'This product is not offered in your country.',
  noBasketProduct: 'This product cannot be ordered online; please call us.',
  outOfStock: (product: string) => `Sorry, ${product} is out of stock.`,
  qtyTooHigh: (max: number) => `You can order at most ${max} of one product.`,
  qtyAtMinimum: 'The quantity cannot go below 1; remove the item instead.',
  totalChanged: 'The prices in your basket have changed since you checked out. Please review your order.',
  insufficientPoints: (available: number, needed: number, pointsName: string) =>
    `You do not have enough ${pointsName}: ${available} available, ${needed} needed.`,
  cellNumRequired: 'Please enter the mobile number for your voucher codes.',
  noStoredCellNum: 'We have no mobile number for you; please add one to your profile first.',
  promoNotFound: 'This promo code is not valid.',
  promoNotStarted: 'This promo code is not valid yet.',
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has been used up.',
  promoMemberLimit: 'You have already used this promo code.',
  promoMinimum: (min: string) => `This promo code needs a basket of at least ${min}.`,
  vouchersNotViewable: 'The voucher codes of this line are not available yet.',
  vouchersNotIssued: 'The voucher codes of this line have not been issued yet. Please look again later.',
} as const;

/** Select Members modal refusals. */
export const SELECT_MEMBERS_MESSAGES = {
  divisionNotAllowed: (division: string) => `Cannot add ${division}. Only individuals can be selected`,
  divisionAlreadyAdded: (division: string) => `Entire division ${division} has already been added`,
  divisionHasMembers: (division: string) =>
    `Cannot add ${division}, as members from this division already added. Remove these members first.`,
  singleOnly:
    'A member has already been selected. Only one member may be chosen. Please remove the existing member first to select a different member.',
  memberInAddedDivision: (division: string) =>
    `Cannot add an individual member from ${division}, as the entire division already added.`,
  alreadyAdded: (name: string) => `${name} has already been added.`,
} as const;

/** Get Involved and Get To Know refusals (not worded by the spec; shown under 'An error has occurred'). */
export const COMMUNITY_MESSAGES = {
  loadCampaigns: 'Error in Load Campaigns',
  showCampaignPics: 'Error in Show Campaign Pics',
  showProfilePics: 'Error in Show Profile Pics',
  campaignClosed: 'This campaign is closed to new pictures.',
  campaignNotFound: 'This campaign does not exist.',
  pictureNotFound: 'This picture does not exist.',
  likeOwn: 'You cannot like your own picture.',
  likeTwice: 'You have already liked this picture.',
  deleteNotOwn: 'You can only delete your own pictures.',
  noPendingPicture: 'Upload a picture first.',
  getToKnowNotFound: 'This member is not taking part in Get To Know.',
} as const;

/** Why integration secrets cannot be stored: the server and the admin pages say it in these words. */
export const SECRETS_MESSAGES = {
  keyMissing:
    'Secrets cannot be stored until SECRETS_KEY is set: without it the key that seals them would sit in the database beside them, and a copy of the database would give both away. Ask whoever runs the server to set SECRETS_KEY (see docs/configuration.md) and restart it.',
} as const;
