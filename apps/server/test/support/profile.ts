/** The profile form a member posts to memberupdate, for tests that save a profile unchanged. */

/** The form's fields, read from what getmemberdata answered. */
export const profileForm = (m: Record<string, unknown>) => ({
  interest1: m.interest1,
  firstname: m.firstname,
  cellNum: m.cellNum,
  dOBdd: m.dOBdd,
  dOBmm: m.dOBmm,
  interestOtherDesc: m.interestOtherDesc,
  otherInfo: m.otherInfo,
});
