import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { nom } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, formErrorText } from '../../lib/api';
import { nominationKeys, nominationQueries } from './api';

/** The cluster admin's quarters: candidates and winners, and closing an ended quarter. */
export function QuarterPanel() {
  const queryClient = useQueryClient();
  const quarters = useQuery(nominationQueries.quarters());
  const close = useMutation({
    mutationFn: (quarter: string) => callApi(nom.nomclosequarter, { quarter }),
    onSuccess: (res) => {
      notifications.show({ color: 'green', title: 'Quarterly award', message: res.result, withBorder: true });
      void queryClient.invalidateQueries({ queryKey: nominationKeys.quarters });
      void queryClient.invalidateQueries({ queryKey: nominationKeys.list });
    },
    onError: (err) =>
      notifications.show({
        color: 'red',
        title: 'Quarterly award',
        message: formErrorText(err),
        withBorder: true,
      }),
  });
  const list = quarters.data?.quarters ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        Quarters of your cluster
      </Title>
      <Stack gap="xs">
        {list.map((q) => (
          <Group key={q.quarter} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={600}>{q.quarter}</Text>
              <Text size="sm" c="dimmed">
                {q.candidates} candidate{q.candidates === 1 ? '' : 's'} · {q.winners} winner
                {q.winners === 1 ? '' : 's'}
              </Text>
            </Group>
            {q.closed ? (
              <Badge color="gray" c="dark.8" variant="light">
                Closed
              </Badge>
            ) : q.ended ? (
              <Button
                size="xs"
                variant="light"
                loading={close.isPending && close.variables === q.quarter}
                onClick={() => close.mutate(q.quarter)}
              >
                Close {q.quarter}
              </Button>
            ) : (
              <Badge variant="light" c="dark.8">
                Open
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
