import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconMessage2Dollar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminPage } from './AdminPage';
import { adminQueries } from './api';
import { ADMIN_GROUPS, adminHref } from './admin-groups';
import { useAdminMenu } from './admin-menu-context';

/** /admin: a card per admin page, so a newcomer sees what the programme team can do. */
export default function AdminOverviewScreen() {
  const adminSections = useAdminMenu();
  // In the menu's order: by group, then as listed.
  const pages = ADMIN_GROUPS.flatMap((g) => adminSections.filter((s) => s.path && s.group === g));
  return (
    <AdminPage
      title="Programme administration"
      intro="Load people, fund budgets, change settings and check the books."
    >
      <SmsSpendCard />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {pages.map((s) => {
          const Icon = s.icon;
          return (
            <Card key={s.path} component={Link} to={adminHref(s)} withBorder radius="md" padding="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={40} radius="md">
                  <Icon size={22} stroke={1.7} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{s.label}</Text>
                  <Text size="sm" c="dimmed">
                    {s.description}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {s.group}
                  </Text>
                </div>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </AdminPage>
  );
}

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });

/** This month's SMS and what they cost: e-cards by SMS are the portal's one running expense. */
function SmsSpendCard() {
  const spend = useQuery(adminQueries.smsSpend());
  if (!spend.data) return null;
  const s = spend.data;
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: s.currency }).format(s.cost);
  return (
    <Card withBorder radius="md" padding="md" mb="md" aria-label="SMS this month">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md">
          <IconMessage2Dollar size={22} stroke={1.7} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={700}>
            SMS in {monthName(s.month)}: {s.sms.toLocaleString('en-GB')} · {money}
          </Text>
          <Text size="sm" c="dimmed">
            {s.ecardSms.toLocaleString('en-GB')} e-cards, the rest sign-up codes and vouchers; at {s.unitCost}{' '}
            {s.currency} each. Sending limits are in Settings.
          </Text>
        </div>
      </Group>
    </Card>
  );
}
