/** Text limits of spec sections 5 and 9, in characters. */
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
} as const;
