import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Group, Text } from '@mantine/core';
import { IconMessageHeart, IconSparkles } from '@tabler/icons-react';
import { useValueName } from '../../lib/branding';
import type { HomeData } from '../../lib/member-data';
import { EmptyState } from '../../components/EmptyState';
import { MemberAvatar } from '../../components/MemberAvatar';
import { HomeSection } from './HomeSection';
import classes from './home.module.css';

/** Recent shout-outs: '{from} recognised {member} for {value}'. */
export function RecentRecognition({ items }: { items: HomeData['homeRecentRecognition'] }) {
  const { t } = useLingui();
  const valueName = useValueName();
  return (
    <HomeSection
      id="recent-recognition-title"
      icon={IconSparkles}
      title={t`Recent recognition`}
      titleGap="xs"
      h="100%"
    >
      {items.length === 0 ? (
        <EmptyState icon={IconMessageHeart} title={t`No recognition yet`} compact>
          {t`When colleagues recognise each other, the latest shout-outs appear here.`}
        </EmptyState>
      ) : (
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <li key={`${item.toMemberId}-${index}`} className={classes.shoutout}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <MemberAvatar picId={item.picId} name={item.memberName} decorative radius="xl" size={42} />
                <Text size="sm" style={{ lineHeight: 1.6 }}>
                  <Trans>
                    <Text span fw={700}>
                      {item.fromMemberName}
                    </Text>{' '}
                    recognised{' '}
                    <Text span fw={700}>
                      {item.memberName}
                    </Text>{' '}
                    for{' '}
                    <Badge variant="light" color="brand" radius="sm" style={{ verticalAlign: 'baseline' }}>
                      {valueName(item.value)}
                    </Badge>
                  </Trans>
                </Text>
              </Group>
            </li>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}
