import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Center, Pagination, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COMMUNITY_TEXTS, TIMINGS } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useQuery } from '@tanstack/react-query';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ReportPage } from '../../components/ReportPage';
import { ScreenNotice } from '../../components/ScreenNotice';
import { getToKnowQueries } from './api';
import { GetToKnowCard } from './GetToKnowCard';
import classes from './gettoknow.module.css';

/** The pager's buttons, named for screen readers. */
const CONTROL_LABELS = {
  first: msg`first page`,
  previous: msg`previous page`,
  next: msg`next page`,
  last: msg`last page`,
} as const;

/** Cards per page: the whole opted-in company is a few hundred people, and phones show one a row. */
export const PAGE_SIZE = 12;

const matches =
  (needle: string) =>
  (p: {
    firstName: string;
    surname: string;
    division: string;
    natureOfBusiness: string;
    interestOtherDesc: string;
  }) =>
    [`${p.firstName} ${p.surname}`, p.division, p.natureOfBusiness, p.interestOtherDesc].some((field) =>
      field.toLowerCase().includes(needle),
    );

/**
 * /gettoknow and /gettoknow/:selectedMemberId: colleagues who
 * opted in. A selected colleague (from Home's carousel or Celebrate With Us) comes first, highlighted.
 */
export default function GetToKnowScreen() {
  const { i18n, t } = useLingui();
  const { selectedMemberId } = useParams();
  const list = useQuery(getToKnowQueries.list());
  const [search, setSearch] = useState('');
  const [needle] = useDebouncedValue(search.trim().toLowerCase(), TIMINGS.resizeDebounceMs);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [needle]);

  const others = useMemo(
    () => (list.data?.members ?? []).filter((p) => p.memberId !== selectedMemberId).filter(matches(needle)),
    [list.data, selectedMemberId, needle],
  );
  const pages = Math.max(1, Math.ceil(others.length / PAGE_SIZE));
  const shown = others.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  // The list holds everyone taking part, so the selected card comes from it: asking gettoknowget
  // for someone who opted out would answer 404, which the app shows as a 'Data Response Error'.
  const selected = list.data?.members.find((p) => p.memberId === selectedMemberId);
  const notTakingPart = Boolean(selectedMemberId) && list.isSuccess && !selected;

  return (
    <ReportPage
      title={t`Get To Know`}
      intro={t`Colleagues across the business who chose to share a little about themselves.`}
      query={list}
    >
      <Stack gap="lg">
        {notTakingPart && <ScreenNotice>{sayText(COMMUNITY_TEXTS.getToKnowNotFound)}</ScreenNotice>}
        {selected && (
          <ul className={classes.list} aria-label={t`Selected colleague`}>
            <GetToKnowCard person={selected} highlighted />
          </ul>
        )}
        <TextInput
          label={t`Search colleagues`}
          placeholder={t`Name, division, job or hobby`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={{ base: '100%', sm: 360 }}
        />
        {others.length === 0 ? (
          <EmptyState icon={IconUsersGroup} title={t`No colleagues found`} compact>
            {needle ? t`Nobody matches that search.` : t`Nobody has joined Get To Know yet.`}
          </EmptyState>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            className={classes.list}
            aria-label={t`Colleagues`}
          >
            {shown.map((person) => (
              <GetToKnowCard key={person.memberId} person={person} />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Center>
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => {
                setPage(next);
                window.scrollTo({ top: 0 });
              }}
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({ 'aria-label': i18n._(CONTROL_LABELS[control]) })}
            />
          </Center>
        )}
      </Stack>
    </ReportPage>
  );
}
