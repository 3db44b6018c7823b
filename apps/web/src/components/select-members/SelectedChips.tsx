import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Text } from '@mantine/core';
import type { SelectedMember } from '@portal/contract';
import { selectionKey, selectionLabel } from './selection';
import classes from './select-members.module.css';

/** The chosen members as chips, each with its own Remove button (a real button, so Tab reaches it). */
export function SelectedChips({
  value,
  onRemove,
  emptyText,
  label,
}: {
  value: readonly SelectedMember[];
  onRemove(key: string): void;
  emptyText?: string;
  label: string;
}) {
  const { t } = useLingui();
  if (value.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    ) : null;
  }
  return (
    <Group component="ul" gap={8} className={classes.chips} aria-label={label}>
      {value.map((s) => {
        const name = selectionLabel(s);
        return (
          <li key={selectionKey(s)} className={classes.chip}>
            <span className={classes.chipText}>
              {name}
              {s.memberNumber && (
                <span className={classes.chipNumber}>
                  {' '}
                  · <bdi>{s.memberNumber}</bdi>
                </span>
              )}
            </span>
            <CloseButton
              size="sm"
              radius="xl"
              aria-label={t`Remove ${name}`}
              onClick={() => onRemove(selectionKey(s))}
            />
          </li>
        );
      })}
    </Group>
  );
}
