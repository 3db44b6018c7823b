import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { ROLE_TEXTS, type TNomination } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CsvExportButton } from '../../components/CsvExportButton';
import { LabelledSegments } from '../../components/LabelledSegments';
import { PageLoader } from '../../components/PageLoader';
import { ReportPage, ToolbarSpacer } from '../../components/ReportPage';
import { ReportTable, type Column } from '../../components/ReportTable';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formatDateTime } from '../../lib/dates';
import { useMember } from '../../lib/member-data';
import { nominationQueries } from './api';
import { NominationCards } from './NominationCards';
import { NominationModal } from './NominationModal';
import { QuarterPanel } from './QuarterPanel';
import {
  matchesStatus,
  NOMINATION_CSV_HEADER,
  nominationCsvRow,
  openLabel,
  reviewLabel,
  stageOf,
  type StatusFilter,
} from './status-filter';
import { PersonCell } from './PersonCell';

const TITLE = msg`Management Nominations Review`;
const STATUS_FILTERS: readonly { value: StatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg({ message: 'All', context: 'nomination status filter' }) },
  { value: 'review', label: msg({ message: 'Review', context: 'nomination status filter' }) },
  { value: 'rate', label: msg({ message: 'Rate', context: 'nomination status filter' }) },
  { value: 'rated', label: msg({ message: 'Rated', context: 'nomination status filter' }) },
];
export const ADMIN_REPORTS_NOTICE = msg`As a reports user you see every nomination in the company. Quarterly winners are listed on the Quarterly Award Report.`;

/** /nominationmanagement: the nominations this member may see, by role. */
export function NominationManagementScreen() {
  const member = useMember();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(nominationQueries.list());
  const phone = useMediaQuery('(max-width: 48em)');
  const { i18n, t } = useLingui();
  const title = i18n._(TITLE);

  if (list.isPending) return <PageLoader />;
  if (list.error)
    return (
      <ScreenNotice heading={title} color="red">
        {sayText(ROLE_TEXTS.unexpected)}
      </ScreenNotice>
    );
  const { roles, noms, rewardScale } = list.data;
  if (roles.length === 0) return <ScreenNotice heading={title}>{sayText(ROLE_TEXTS.manager)}</ScreenNotice>;

  const hasFilter = roles.includes('cc') || roles.includes('ca');
  const rows = hasFilter ? noms.filter((n) => matchesStatus(n, filter)) : noms;
  const open = noms.find((n) => n.nomId === openId) ?? null;
  const isReviewer = (n: TNomination) =>
    roles.includes('mng') && n.nomineeManagerMemberNumber === member.memberNumber;
  const actionOf = (n: TNomination) => (!n.reviewIsDone && isReviewer(n) ? 'Review' : 'Open');
  const actionLabel = (n: TNomination) =>
    actionOf(n) === 'Review' ? reviewLabel(n.nomineeMember) : openLabel(n.nomineeMember);

  const columns: readonly Column<TNomination>[] = [
    { key: 'date', header: t`Date`, cell: (n) => formatDateTime(n.dateCreated), nowrap: true },
    {
      key: 'nominee',
      header: t`Nominee`,
      cell: (n) => (
        <PersonCell name={n.nomineeMember} number={n.nomineeMemberNumber} division={n.nomineeDivision} />
      ),
    },
    { key: 'cat', header: t`Category`, cell: (n) => n.nomCat },
    {
      key: 'by',
      header: t`Nominated by`,
      cell: (n) => <PersonCell name={n.byMember} number={n.byMemberNumber} division={n.byDivision} />,
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (n) => {
        const stage = stageOf(n);
        return (
          <Stack gap={2} align="flex-start">
            <Badge variant="light" color={stage.color} c="dark.8">
              {stage.label}
            </Badge>
            {n.ratingCount > 0 && (
              <Text size="xs" c="dimmed">
                {n.ratingIsDone
                  ? plural(n.ratingCount, { one: '# rating · yours done', other: '# ratings · yours done' })
                  : plural(n.ratingCount, { one: '# rating', other: '# ratings' })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'action',
      header: t`Action`,
      cell: (n) => (
        <Button
          className="button-wraps"
          size="xs"
          variant={actionOf(n) === 'Review' ? 'filled' : 'light'}
          onClick={() => setOpenId(n.nomId)}
          aria-label={actionLabel(n)}
        >
          {actionOf(n) === 'Review' ? <Trans>Review</Trans> : <Trans>Open</Trans>}
        </Button>
      ),
    },
  ];

  return (
    <ReportPage
      title={title}
      intro={t`Nominations for you to review, rate or decide on.`}
      toolbar={
        <>
          {hasFilter && (
            <LabelledSegments
              label={t`Status`}
              value={filter}
              onChange={setFilter}
              data={STATUS_FILTERS.map((f) => ({ value: f.value, label: i18n._(f.label) }))}
            />
          )}
          <ToolbarSpacer />
          <CsvExportButton
            header={NOMINATION_CSV_HEADER}
            rows={() => rows.map((n) => nominationCsvRow(n, formatDateTime))}
            disabled={!rows.length}
          />
        </>
      }
    >
      <Stack gap="md">
        {roles.includes('adm') && (
          <ScreenNotice title={t`Reports users`}>{i18n._(ADMIN_REPORTS_NOTICE)}</ScreenNotice>
        )}
        {roles.includes('ca') && <QuarterPanel />}
        {phone ? (
          <NominationCards noms={rows} actionOf={actionOf} onOpen={setOpenId} />
        ) : (
          <ReportTable
            label={t`Nominations`}
            columns={columns}
            rows={rows}
            rowKey={(n) => String(n.nomId)}
            minWidth={900}
          />
        )}
      </Stack>
      <NominationModal
        nom={open}
        roles={roles}
        isReviewer={open ? isReviewer(open) : false}
        scale={rewardScale}
        onClose={() => setOpenId(null)}
        onDone={() => setOpenId(null)}
      />
    </ReportPage>
  );
}

export default NominationManagementScreen;
