import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Modal, ScrollArea } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AppModalProps } from '../../lib/modal-props';
import { useContent } from './use-content';

// The body brings the HTML sanitiser: it loads when a page is opened, not with the first screen.
const ContentBody = lazy(async () => ({ default: (await import('./ContentBody')).ContentBody }));

interface Props extends AppModalProps {
  contentKey: string;
  /** Shown until the page's own title arrives. */
  /** A message (`msg`), or plain text where a feature has not moved to catalogues yet. */
  fallbackTitle: MessageDescriptor | string;
}

/** A content page in a modal (About Us, Terms, Disclaimer, FAQ, Privacy Policy, How it Works). */
export function ContentModal({ opened, onClose, contentKey, fallbackTitle }: Props) {
  const { data } = useContent(contentKey);
  const { i18n, t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={data?.title ?? (typeof fallbackTitle === 'string' ? fallbackTitle : i18n._(fallbackTitle))}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Suspense fallback={null}>
        <ContentBody contentKey={contentKey} />
      </Suspense>
    </Modal>
  );
}

/** The registry's entry for one page: a modal component bound to its key. */
export function contentModal(contentKey: string, fallbackTitle: MessageDescriptor | string) {
  function BoundContentModal(props: AppModalProps) {
    return <ContentModal {...props} contentKey={contentKey} fallbackTitle={fallbackTitle} />;
  }
  BoundContentModal.displayName = `ContentModal(${contentKey})`;
  return BoundContentModal;
}
