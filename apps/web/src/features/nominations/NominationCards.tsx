import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconReportSearch } from '@tabler/icons-react';
import type { TNomination } from '@portal/contract';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime } from '../../lib/dates';
import { openLabel, reviewLabel, stageOf } from './status-filter';

/**
 * The list on a phone: one card per nomination with its action in reach, where the table
 * would hide the action column off to the side.
 */
export function NominationCards({
  noms,
  actionOf,
  onOpen,
}: {
  noms: readonly TNomination[];
  actionOf(n: TNomination): 'Review' | 'Open';
  onOpen(nomId: number): void;
}) {
  const { t } = useLingui();
  if (noms.length === 0) return <EmptyState icon={IconReportSearch} title={t`No Results`} compact />;
  return (
    <Stack
      gap="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t`Nominations`}
    >
      {noms.map((n) => {
        const stage = stageOf(n);
        const action = actionOf(n);
        const { nomCat: category, byMember: nominator } = n;
        return (
          <Card key={n.nomId} component="li" withBorder p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{n.nomineeMember}</Text>
                <Text size="xs" c="dimmed">
                  {n.nomineeMemberNumber ? `${n.nomineeMemberNumber} · ` : ''}
                  {n.nomineeDivision}
                </Text>
              </div>
              <Button
                className="button-wraps"
                size="xs"
                variant={action === 'Review' ? 'filled' : 'light'}
                onClick={() => onOpen(n.nomId)}
                aria-label={action === 'Review' ? reviewLabel(n.nomineeMember) : openLabel(n.nomineeMember)}
              >
                {action === 'Review' ? <Trans>Review</Trans> : <Trans>Open</Trans>}
              </Button>
            </Group>
            <Text size="sm" mt={6}>
              <Trans>
                {category} · by {nominator}
              </Trans>
            </Text>
            <Group gap="xs" mt={6}>
              <Badge variant="light" color={stage.color} c="dark.8">
                {stage.label}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatDateTime(n.dateCreated)}
                {n.ratingCount > 0 && ' · '}
                {n.ratingCount > 0 &&
                  (n.ratingIsDone
                    ? plural(n.ratingCount, { one: '# rating, yours done', other: '# ratings, yours done' })
                    : plural(n.ratingCount, { one: '# rating', other: '# ratings' }))}
              </Text>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
