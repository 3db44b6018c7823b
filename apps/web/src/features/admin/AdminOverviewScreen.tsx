import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconMessage2Dollar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { activeLocale } from '../../lib/i18n/active-locale';
import { dateFormat, numberFormat } from '../../lib/i18n/intl-formats';
import { formatPoints } from '../../lib/format';
import { AdminPage } from './AdminPage';
import { adminQueries } from './api';
import { ADMIN_GROUP_LABELS, ADMIN_GROUPS, adminHref } from './admin-groups';
import { useAdminMenu } from './admin-menu-context';

/** /admin: a card per admin page, so a newcomer sees what the programme team can do. */
export default function AdminOverviewScreen() {
  const adminSections = useAdminMenu();
  const { i18n, t } = useLingui();
  // In the menu's order: by group, then as listed.
  const pages = ADMIN_GROUPS.flatMap((g) => adminSections.filter((s) => s.path && s.group === g));
  return (
    <AdminPage
      title={t`Programme administration`}
      intro={t`Load people, fund budgets, change settings and check the books.`}
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
                  <Text fw={700}>{i18n._(s.label)}</Text>
                  <Text size="sm" c="dimmed">
                    {i18n._(s.description)}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {i18n._(ADMIN_GROUP_LABELS[s.group])}
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

const UNIT_COST: Intl.NumberFormatOptions = { maximumFractionDigits: 4 };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/** "December 2026" in the language shown. */
const monthName = (month: string) =>
  dateFormat(activeLocale.get(), MONTH_YEAR, 'UTC').format(new Date(`${month}-15T12:00:00Z`));

/** This month's SMS and what they cost: e-cards by SMS are the portal's one running expense. */
function SmsSpendCard() {
  const spend = useQuery(adminQueries.smsSpend());
  const { t } = useLingui();
  if (!spend.data) return null;
  const s = spend.data;
  const money = numberFormat(undefined, { style: 'currency', currency: s.currency }).format(s.cost);
  const month = monthName(s.month);
  const sms = formatPoints(s.sms);
  const unitCost = numberFormat(undefined, UNIT_COST).format(s.unitCost);
  const currency = s.currency;
  return (
    <Card withBorder radius="md" padding="md" mb="md" aria-label={t`SMS this month`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md">
          <IconMessage2Dollar size={22} stroke={1.7} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={700}>
            <Trans>
              SMS in {month}: {sms} · {money}
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {t`${plural(s.ecardSms, { one: '# e-card', other: '# e-cards' })}, the rest sign-up codes and vouchers; at ${unitCost} ${currency} each. Sending limits are in Settings.`}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
