import { isQuarterlyEligible } from '../constants.js';

export interface ReviewChoice {
  reviewRating: number;
  isIncludeInQuarterly: boolean;
  quarterlyMotivation: string;
}

/**
 * The quarterly option exists only above a rating of 3, and the motivation only when the
 * option is taken; anything else the form still held is dropped rather than stored.
 */
export function normaliseReview<T extends ReviewChoice>(review: T): T {
  const include = review.isIncludeInQuarterly && isQuarterlyEligible(review.reviewRating);
  return {
    ...review,
    isIncludeInQuarterly: include,
    quarterlyMotivation: include ? review.quarterlyMotivation : '',
  };
}
