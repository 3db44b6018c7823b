import { plural, t } from '@lingui/core/macro';
import { NOMINATION_CSV_COLUMNS, type TNomination } from '@portal/contract';

export type StatusFilter = 'all' | 'review' | 'rate' | 'rated';

/**
 * The cluster committee and cluster admin filter: 'review' = the manager's
 * review is not done; 'rate' = reviewed and put forward for the quarter, my rating not done
 * (only candidates can be rated); 'rated' = reviewed and rated by someone.
 */
export function matchesStatus(n: TNomination, filter: StatusFilter): boolean {
  switch (filter) {
    case 'review':
      return !n.reviewIsDone;
    case 'rate':
      return n.reviewIsDone && n.isIncludeInQuarterly && !n.ratingIsDone;
    case 'rated':
      return n.reviewIsDone && n.ratingCount > 0;
    default:
      return true;
  }
}

/** One word for where a nomination stands, for the list's badge (in the language shown). */
export function stageOf(n: TNomination): { label: string; color: string } {
  if (!n.reviewIsDone) return { label: t`Awaiting review`, color: 'yellow' };
  if (n.awardStatus === 'W') return { label: t`Quarterly winner`, color: 'grape' };
  if (n.isIncludeInQuarterly)
    return { label: n.quarterClosed ? t`Candidate (closed)` : t`Quarterly candidate`, color: 'brand' };
  return { label: t`Reviewed`, color: 'green' };
}

export const NOMINATION_CSV_HEADER = NOMINATION_CSV_COLUMNS.map(([, label]) => label);
/** The row in the header's order; dates go through `formatDate` (the screen's own format). */
export const nominationCsvRow = (n: TNomination, formatDate: (iso: string) => string = (iso) => iso) =>
  NOMINATION_CSV_COLUMNS.map(([key]) => (key === 'dateCreated' ? formatDate(n[key]) : n[key]));

/** The list's action for a nomination, named for screen readers. */
export const reviewLabel = (nominee: string) => t`Review the nomination of ${nominee}`;
export const openLabel = (nominee: string) => t`Open the nomination of ${nominee}`;

/** Each star's name for screen readers (and tests): '1 star', '2 stars'… */
export const starLabel = (value: number) => plural(value, { one: '# star', other: '# stars' });
