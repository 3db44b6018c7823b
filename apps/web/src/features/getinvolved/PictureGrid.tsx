import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { IconPhoto } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formErrorText } from '../../lib/api';
import { showActionFailure } from './action-failure';
import { PictureCard } from './PictureCard';
import {
  picturesFailure,
  picturesQuery,
  useDeletePicture,
  useLikePicture,
  type GalleryMode,
  type TPictureRow,
} from './api';
import classes from './getinvolved.module.css';

/** The pictures of one campaign, or the member's own in My Profile mode, with like and delete. */
export function PictureGrid({ mode, emptyText }: { mode: GalleryMode; emptyText: string }) {
  const { t } = useLingui();
  const query = useQuery(picturesQuery(mode));
  const like = useLikePicture();
  const remove = useDeletePicture();

  function confirmDelete(picture: TPictureRow) {
    modals.openConfirmModal({
      title: t`Delete picture`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>
            Delete this picture? It will no longer be shown in the campaign, and its likes are lost.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      // red.9: Mantine's default red under white text falls short of 4.5:1, and red.8 only just meets it.
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t`Close` },
      onConfirm: () => remove.mutate(picture, { onError: showActionFailure }),
    });
  }

  if (query.isPending) return <PageLoader />;
  if (query.error) {
    return (
      <ScreenNotice color="red" title={picturesFailure(mode)}>
        {formErrorText(query.error)}
      </ScreenNotice>
    );
  }
  // The server orders them (newest first).
  const pictures = query.data.picdata;
  if (pictures.length === 0)
    return (
      <EmptyState icon={IconPhoto} title={t`No pictures yet`} compact>
        {emptyText}
      </EmptyState>
    );
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3, lg: 4 }}
      spacing={{ base: 'sm', sm: 'md' }}
      className={classes.grid}
    >
      {pictures.map((picture) => (
        <PictureCard
          key={`${picture.campaignId}-${picture.getInvolvedId}`}
          picture={picture}
          canDelete={mode.kind === 'myprofile'}
          liking={like.isPending && like.variables.getInvolvedId === picture.getInvolvedId}
          onLike={() => like.mutate(picture, { onError: showActionFailure })}
          onDelete={() => confirmDelete(picture)}
        />
      ))}
    </SimpleGrid>
  );
}
