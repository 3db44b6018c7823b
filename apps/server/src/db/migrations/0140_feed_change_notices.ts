import { changeNotices } from './helpers.js';

/**
 * What a recognition feed page shows and instances keep: recognitions, reactions, comments and
 * their mentions. Announced like Home's tables (0130), so every instance drops the feed pages
 * it keeps.
 */
export const feedChangeNotices = changeNotices([
  'recognitions',
  'recognition_reactions',
  'recognition_comments',
  'comment_mentions',
]);
