import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useBranding } from '../lib/branding';
import { LoadState, loadOf, PageHeading, type LoadProps } from './PageHeading';
import { ReportTable, type ReportTableProps } from './ReportTable';
import classes from './report.module.css';

/**
 * The frame of a report or statement: heading, intro, a toolbar (left out when printing) and
 * the body, or the loader, or the server's message when the report failed.
 */
export function ReportPage({
  title,
  intro,
  toolbar,
  printNote,
  children,
  ...load
}: LoadProps & {
  title: string;
  intro?: ReactNode;
  toolbar?: ReactNode;
  /** What the hidden toolbar chose (month, divisions), printed above the table instead. */
  printNote?: string;
  children: ReactNode;
}) {
  const { programmeName } = useBranding();
  useDocumentTitle(`${title} · ${programmeName}`);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeading title={title} intro={intro}>
          {printNote && <p className="print-only">{printNote}</p>}
        </PageHeading>
        {toolbar && (
          <div className={classes.toolbar} data-print-hide>
            {toolbar}
          </div>
        )}
        <LoadState {...loadOf(load)}>{children}</LoadState>
      </Stack>
    </Container>
  );
}

export const ToolbarSpacer = () => <div className={classes.toolbarSpacer} />;

/**
 * Under a paged report: fetches the next page and adds its rows below (a full-width button on a
 * phone, 44 px high at least); gone once the last page is in.
 */
export type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };

export function LoadMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="light"
      mih={44}
      w={{ base: '100%', xs: 'auto' }}
      style={{ alignSelf: 'center' }}
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
      data-print-hide
    >
      <Trans>Load more</Trans>
    </Button>
  );
}

/** A report table whose rows come a page at a time, with the button for the next page under it. */
export function PagedReportTable<R>({ query, ...table }: ReportTableProps<R> & { query: PagedQuery }) {
  return (
    <>
      <ReportTable {...table} />
      <LoadMoreButton query={query} />
    </>
  );
}
