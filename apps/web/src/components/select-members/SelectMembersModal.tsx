import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { LIMITS, type SelectedMember, type TMemberListRow } from '@portal/contract';
import { useMemo, useState } from 'react';
import { MemberResults } from './MemberResults';
import { SelectedChips } from './SelectedChips';
import { useDivisionList, useMemberSearch } from './member-search';
import { addSelection, divisionSelection, memberSelection, removeSelection, selectionKey } from './selection';
import { ProblemAlert } from '../ProblemAlert';

export interface SelectMembersOptions {
  /** Only one member may be chosen. */
  singleMode?: boolean;
  /** Whole divisions may be chosen (Nominate); the reward screens leave this off. */
  allowDivision?: boolean;
  /** Offer the signed-in member too. */
  includeSelf?: boolean;
}

/**
 * The Select Members modal: search by name or number within a division,
 * add individuals or a whole division under the contract's rules, remove chosen rows.
 */
export function SelectMembersModal({
  opened,
  onClose,
  value,
  onChange,
  singleMode = false,
  allowDivision = false,
  includeSelf = false,
}: {
  opened: boolean;
  onClose(): void;
  value: readonly SelectedMember[];
  onChange(next: SelectedMember[]): void;
} & SelectMembersOptions) {
  const [search, setSearch] = useState('');
  const [divisionCode, setDivisionCode] = useState('');
  const [message, setMessage] = useState('');
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  const divisions = useDivisionList(opened);
  const results = useMemberSearch({ search, divisionCode, includeSelf, enabled: opened });

  const divisionData = useMemo(() => {
    const lists = divisions.data;
    if (!lists) return [];
    const countryName = new Map(lists.countryList.map((c) => [c.countryCode, c.country]));
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const d of lists.divisionList) {
      const group = countryName.get(d.countryCode) ?? d.countryCode;
      groups.set(group, [...(groups.get(group) ?? []), { value: d.divisionCode, label: d.division }]);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [divisions.data]);
  const division = divisions.data?.divisionList.find((d) => d.divisionCode === divisionCode);

  const options = { singleMode, allowDivision };
  function add(candidate: SelectedMember) {
    const result = addSelection(value, candidate, options);
    if (result.ok) {
      setMessage('');
      onChange(result.next);
    } else {
      setMessage(result.message);
    }
  }

  const state = !results.active ? 'idle' : results.isPending || !results.settled ? 'loading' : 'done';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Select Members`}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t`Close Select Members` }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t`Division`}
            placeholder={t`All divisions`}
            data={divisionData}
            value={divisionCode || null}
            onChange={(v) => {
              setDivisionCode(v ?? '');
              setMessage('');
            }}
            searchable
            clearable
            nothingFoundMessage={t`No divisions`}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t`Search by name or member number`}
            placeholder={t`e.g. Hannah or 100001`}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={LIMITS.memberSearch}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setMessage('');
            }}
            data-autofocus
          />
        </SimpleGrid>
        {division && (
          <Button
            variant="default"
            leftSection={<IconUsersGroup size={16} aria-hidden />}
            onClick={() => add(divisionSelection(division))}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Add entire division {division.division}</Trans>
          </Button>
        )}
        {message && <ProblemAlert icon={<IconAlertTriangle size={18} />}>{message}</ProblemAlert>}
        <MemberResults
          rows={results.data?.memberList ?? []}
          state={state}
          selectedKeys={new Set(value.map(selectionKey))}
          onAdd={(row: TMemberListRow) => add(memberSelection(row))}
        />
        <div>
          <Text size="sm" fw={600} mb={6}>
            <Trans>Selected ({value.length})</Trans>
          </Text>
          <SelectedChips
            value={value}
            label={t`Selected members`}
            emptyText={t`Nobody selected yet.`}
            onRemove={(key) => {
              setMessage('');
              onChange(removeSelection(value, key));
            }}
          />
        </div>
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
