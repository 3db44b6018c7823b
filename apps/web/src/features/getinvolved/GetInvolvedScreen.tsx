import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { COMMUNITY_TEXTS } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useQuery } from '@tanstack/react-query';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formErrorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { formatDateTime } from '../../lib/dates';
import { AddPictureModal } from './AddPictureModal';
import { PictureGrid } from './PictureGrid';
import { campaignsQuery, type GalleryMode } from './api';
import { campaignColour } from './campaign-colour';
import { MY_PROFILE, ThemeSelect } from './ThemeSelect';
import classes from './getinvolved.module.css';

/** /getinvolved: picture campaigns with likes, and the member's own pictures. */
export default function GetInvolvedScreen() {
  const { programmeName } = useBranding();
  const { t } = useLingui();
  useDocumentTitle(t`Get Involved · ${programmeName}`);
  const campaigns = useQuery(campaignsQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const list = campaigns.data?.campaigns ?? [];
  // Until the member chooses, the first open campaign shows (else the first, else My Profile).
  const first = list.find((c) => c.isOpen) ?? list[0];
  const value = chosen ?? (first ? String(first.campaignId) : MY_PROFILE);
  const campaign = list.find((c) => String(c.campaignId) === value);
  const closeDate = campaign ? formatDateTime(campaign.closeDate) : '';
  const mode: GalleryMode = campaign
    ? { kind: 'campaign', campaignId: campaign.campaignId }
    : { kind: 'myprofile' };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Get Involved</Trans>
          </Title>
          <Text c="dimmed" mt={4}>
            <Trans>Share a picture for one of our themes, and like your colleagues’ pictures.</Trans>
          </Text>
        </div>
        {campaigns.isPending ? (
          <PageLoader />
        ) : campaigns.error ? (
          <ScreenNotice color="red" title={sayText(COMMUNITY_TEXTS.loadCampaigns)}>
            {formErrorText(campaigns.error)}
          </ScreenNotice>
        ) : (
          <>
            <div className={classes.toolbar}>
              <ThemeSelect campaigns={list} value={value} onChange={setChosen} />
              {campaign?.isOpen && (
                <Button leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
                  <Trans>Add a picture</Trans>
                </Button>
              )}
            </div>
            <section aria-labelledby="gallery-title">
              <Group gap="xs" mb="sm" wrap="nowrap">
                {campaign && (
                  <span
                    className={classes.swatch}
                    style={{ background: campaignColour(campaign.campaignColour), width: 18, height: 18 }}
                    aria-hidden
                  />
                )}
                <Title order={2} size="h3" id="gallery-title">
                  {campaign ? campaign.campaignName : <Trans>My pictures</Trans>}
                </Title>
                {campaign && !campaign.isOpen && (
                  <Badge variant="light" color="gray" radius="sm">
                    <Trans>Closed</Trans>
                  </Badge>
                )}
              </Group>
              {campaign && (
                <Text size="sm" c="dimmed" mt={-4} mb="sm">
                  {campaign.isOpen
                    ? t`Open for pictures until ${closeDate}`
                    : t`Closed for new pictures since ${closeDate}`}
                </Text>
              )}
              {campaign?.description && (
                <Text mb="sm" maw={720}>
                  {campaign.description}
                </Text>
              )}
              <PictureGrid
                mode={mode}
                emptyText={
                  campaign
                    ? t`Be the first to add a picture to this theme.`
                    : t`Pictures you publish in any theme show here.`
                }
              />
            </section>
            {campaign && (
              <AddPictureModal
                key={campaign.campaignId}
                campaignId={campaign.campaignId}
                campaignName={campaign.campaignName}
                opened={adding}
                onClose={() => setAdding(false)}
                onPublished={() => setAdding(false)}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
