import { useLingui } from '@lingui/react/macro';
import { Button, Input, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import type { SelectedMember } from '@portal/contract';
import { useId } from 'react';
import { SelectMembersModal, type SelectMembersOptions } from './SelectMembersModal';
import { SelectedChips } from './SelectedChips';
import { removeSelection } from './selection';

/** A form field of chosen members: chips plus a button that opens the Select Members modal. */
export function RecipientPicker({
  label: givenLabel,
  value,
  onChange,
  error,
  ...options
}: {
  label?: string;
  value: readonly SelectedMember[];
  onChange(next: SelectedMember[]): void;
  error?: string;
} & SelectMembersOptions) {
  const [opened, modal] = useDisclosure(false);
  const { t } = useLingui();
  const label = givenLabel ?? t`Recipients`;
  const id = useId();
  const single = options.singleMode;
  return (
    // A div label: there is no single input to point a <label> at.
    <Input.Wrapper size="md" label={label} labelElement="div" id={id} error={error} required>
      <Stack gap="xs" mt={4}>
        <SelectedChips
          value={value}
          label={label}
          emptyText={single ? t`Nobody chosen yet.` : t`Nobody chosen yet. Add one or more colleagues.`}
          onRemove={(key) => onChange(removeSelection(value, key))}
        />
        <Button
          variant="light"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={modal.open}
          style={{ alignSelf: 'flex-start' }}
        >
          {value.length ? t`Change recipients` : single ? t`Select a member` : t`Select members`}
        </Button>
      </Stack>
      <SelectMembersModal
        opened={opened}
        onClose={modal.close}
        value={value}
        onChange={onChange}
        {...options}
      />
    </Input.Wrapper>
  );
}
