import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { formErrorText } from '../../lib/api';
import { nominationQueries, useCloseQuarterMutation } from './api';

/** The cluster admin's quarters: candidates and winners, and closing an ended quarter. */
export function QuarterPanel() {
  const { t } = useLingui();
  const quarters = useQuery(nominationQueries.quarters());
  const close = useCloseQuarterMutation({
    onClosed: (res) =>
      notifications.show({
        color: 'green',
        title: t`Quarterly award`,
        message: res.result,
        withBorder: true,
      }),
    onFailed: (err) =>
      notifications.show({
        color: 'red',
        title: t`Quarterly award`,
        message: formErrorText(err),
        withBorder: true,
      }),
  });
  const list = quarters.data?.quarters ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        <Trans>Quarters of your cluster</Trans>
      </Title>
      <Stack gap="xs">
        {list.map(({ quarter, ...q }) => (
          <Group key={quarter} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={600}>{quarter}</Text>
              <Text size="sm" c="dimmed">
                {plural(q.candidates, { one: '# candidate', other: '# candidates' })} ·{' '}
                {plural(q.winners, { one: '# winner', other: '# winners' })}
              </Text>
            </Group>
            {q.closed ? (
              <Badge color="gray" c="dark.8" variant="light">
                <Trans>Closed</Trans>
              </Badge>
            ) : q.ended ? (
              <Button
                className="button-wraps"
                size="xs"
                variant="light"
                loading={close.isPending && close.variables === quarter}
                onClick={() => close.mutate(quarter)}
              >
                <Trans>Close {quarter}</Trans>
              </Button>
            ) : (
              <Badge variant="light" c="dark.8">
                <Trans context="a quarter still taking nominations">Open</Trans>
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
