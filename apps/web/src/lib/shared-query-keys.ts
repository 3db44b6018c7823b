/**
 * Keys of member-side data that admin pages change too. Features do not import each other, so
 * the feature that reads the data and the admin page that changes it both take the key from here.
 */
export const sharedKeys = {
  /** The nomination categories with their help text, read by Nominate. */
  nominationCategories: ['nomcats'],
  /** Everything Get Involved shows: campaigns and their pictures. */
  getInvolved: ['getinvolved'],
  /** Every report and statement: a recognition or an order changes what they show. */
  reports: ['report'],
} as const;
