/**
 * Text and size limits, in characters unless named otherwise. The first block is the product's
 * published limits (forms show them); the second block is the server's own and is set generously
 * so a real value never trips it while a hostile payload cannot grow without bound.
 */
export const LIMITS = {
  memberNumber: 80,
  email: 80,
  password: 80,
  cellNum: 20,
  otp: 20,
  firstname: 80,
  interestOtherDesc: 50,
  otherInfo: 50,
  nominationReason: 750,
  quarterlyMotivation: 500,
  memberSearch: 20,
  checkoutMobile: 20,
  pointsInput: 5,
  smsMessage: 150,
  emailMessagePointsRecognition: 600,
  emailMessage: 350,

  /** Server-issued one-time-password handle echoed back by the registration forms. */
  auth: 512,
  memberId: 40,
  divisionCode: 40,
  contentKey: 80,
  contactName: 80,
  contactMessage: 2000,
  rewardReason: 100,
  recipients: 200,
  requestId: 64,
  promoCode: 40,
  alloc: 20,
  ssoCode: 2048,
  ssoState: 512,
} as const;
