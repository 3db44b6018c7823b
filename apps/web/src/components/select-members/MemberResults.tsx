import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Loader, ScrollArea, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconUserQuestion } from '@tabler/icons-react';
import { MESSAGE_TEXTS, type TMemberListRow } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { MemberAvatar } from '../MemberAvatar';
import { isUnregistered, memberSelection, selectionKey } from './selection';
import classes from './select-members.module.css';

/**
 * Search hits with an Add button each, which reads "Added" once that person is chosen;
 * unregistered people carry the spec's tooltip.
 */
export function MemberResults({
  rows,
  state,
  selectedKeys,
  onAdd,
}: {
  rows: readonly TMemberListRow[];
  state: 'idle' | 'loading' | 'done';
  selectedKeys: ReadonlySet<string>;
  onAdd(row: TMemberListRow): void;
}) {
  const { t } = useLingui();
  if (state === 'idle') {
    return (
      <Text size="sm" c="dimmed" py="sm">
        <Trans>Type a name or member number, or choose a division.</Trans>
      </Text>
    );
  }
  if (state === 'loading') {
    return (
      <Center py="md">
        <Loader size="sm" type="dots" role="status" aria-label={t`Searching members`} />
      </Center>
    );
  }
  if (rows.length === 0) {
    return (
      <Text size="sm" py="sm" role="status">
        {sayText(MESSAGE_TEXTS.noMembersFound)}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
      <ul className={classes.results} aria-label={t`Members found`}>
        {rows.map((row) => {
          const name = `${row.firstname} ${row.surname}`.trim();
          const added = selectedKeys.has(selectionKey(memberSelection(row)));
          return (
            <li key={row.memberId} className={classes.result}>
              <MemberAvatar picId={row.picId} name={name} decorative radius="xl" size={36} />
              <div className={classes.resultText}>
                <Text size="sm" fw={600} truncate>
                  {name}{' '}
                  {isUnregistered(row.memberId) && (
                    <Tooltip
                      label={sayText(MESSAGE_TEXTS.notRegisteredTooltip)}
                      withArrow
                      events={{ hover: true, focus: true, touch: true }}
                    >
                      <ThemeIcon
                        component="span"
                        role="img"
                        aria-label={sayText(MESSAGE_TEXTS.notRegisteredTooltip)}
                        tabIndex={0}
                        size={18}
                        radius="xl"
                        variant="light"
                        color="orange"
                        style={{ verticalAlign: 'middle' }}
                      >
                        <IconUserQuestion size={12} aria-hidden />
                      </ThemeIcon>
                    </Tooltip>
                  )}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  <bdi>{row.memberNumber}</bdi> · {row.division}
                </Text>
              </div>
              {added ? (
                <Button
                  size="sm"
                  h={44}
                  variant="subtle"
                  disabled
                  leftSection={<IconCheck size={16} aria-hidden />}
                  aria-label={t`Added ${name}`}
                >
                  <Trans>Added</Trans>
                </Button>
              ) : (
                <Button
                  size="sm"
                  h={44}
                  variant="light"
                  onClick={() => onAdd(row)}
                  aria-label={t`Add ${name}`}
                >
                  <Trans>Add</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </ScrollArea.Autosize>
  );
}
