import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconBalloon, IconCake } from '@tabler/icons-react';
import type { HomeData } from '../../lib/member-data';
import { MemberAvatar } from '../../components/MemberAvatar';
import { HomeSection } from './HomeSection';
import classes from './home.module.css';

/** Today's birthdays and work anniversaries; nothing is rendered when there are none. */
export function TodaysCelebrations({ rows }: { rows: HomeData['homeCelebrations'] }) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <HomeSection id="celebrations-title" icon={IconBalloon} title={t`Celebrating today`} titleGap="xs">
      <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => {
          const name = `${row.firstName} ${row.surname}`;
          const { years } = row;
          return (
            <li key={`${row.what}-${row.memberId}`} className={classes.shoutout}>
              <Group gap="sm" wrap="nowrap">
                <MemberAvatar picId={row.picId} name={name} decorative radius="xl" />
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.what === 'BDAY'
                      ? t`Happy birthday!`
                      : plural(years, {
                          one: 'Work anniversary · # year',
                          other: 'Work anniversary · # years',
                        })}
                    {row.division ? ` · ${row.division}` : ''}
                  </Text>
                </div>
                {row.what === 'BDAY' && (
                  <IconCake
                    size={20}
                    aria-hidden
                    color="var(--mantine-color-accent-6)"
                    style={{ marginInlineStart: 'auto' }}
                  />
                )}
              </Group>
            </li>
          );
        })}
      </Box>
      <Anchor component={Link} to="/celebrations" size="sm" fw={600} mt="xs" className={classes.sectionLink}>
        <Trans>Celebrate with them</Trans>
      </Anchor>
    </HomeSection>
  );
}
