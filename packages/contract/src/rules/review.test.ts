import { describe, expect, it } from 'vitest';
import { normaliseReview } from './review.js';

describe('review normalisation', () => {
  it('with a rating of 3 or less forces the quarterly option off and empties the motivation', () => {
    for (const reviewRating of [1, 2, 3]) {
      expect(
        normaliseReview({ reviewRating, isIncludeInQuarterly: true, quarterlyMotivation: 'Great work' }),
      ).toEqual({
        reviewRating,
        isIncludeInQuarterly: false,
        quarterlyMotivation: '',
      });
    }
  });
  it('above 3 keeps the choice and the motivation', () => {
    const review = { reviewRating: 4, isIncludeInQuarterly: true, quarterlyMotivation: 'Great work' };
    expect(normaliseReview(review)).toEqual(review);
  });
  it('drops a motivation that is not included, and keeps other fields', () => {
    expect(
      normaliseReview({
        nomId: 9,
        reviewRating: 5,
        isIncludeInQuarterly: false,
        quarterlyMotivation: 'left over',
      }),
    ).toEqual({ nomId: 9, reviewRating: 5, isIncludeInQuarterly: false, quarterlyMotivation: '' });
  });
});
