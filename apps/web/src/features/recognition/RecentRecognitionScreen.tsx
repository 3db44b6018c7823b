import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { site } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { IconMessageHeart } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { MemberAvatar } from '../../components/MemberAvatar';
import { ReportPage } from '../../components/ReportPage';
import { callApi } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';

/** /recentrecognition: who was recognised lately, with picture, name, division, value and date. */
export function RecentRecognitionScreen() {
  const query = useQuery({
    queryKey: ['report', 'recentrecognition'],
    queryFn: () => callApi(site.getrecentrecognition, {}),
  });
  const rows = query.data?.report ?? [];
  return (
    <ReportPage
      title="Recent recognition"
      intro="Colleagues recognised across the business."
      loading={query.isPending}
      error={query.error}
    >
      {rows.length === 0 ? (
        <EmptyState icon={IconMessageHeart} title="No Results" compact />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((row, index) => (
            <Card component="li" key={`${row.toMemberId}-${row.date}-${index}`} p="md">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <MemberAvatar picId={row.picId} name={row.memberName} size={56} radius="xl" />
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={700} truncate>
                    {row.memberName}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {row.division}
                  </Text>
                  <Group gap={6} wrap="wrap">
                    <Badge variant="light" radius="sm">
                      {row.value}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(row.date)}
                    </Text>
                  </Group>
                  {row.fromMemberName && (
                    <Text size="xs" c="dimmed">
                      from {row.fromMemberName}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </ReportPage>
  );
}
