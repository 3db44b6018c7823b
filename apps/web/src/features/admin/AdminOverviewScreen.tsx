import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from './AdminPage';
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
