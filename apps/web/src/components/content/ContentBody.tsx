import { useLingui } from '@lingui/react/macro';
import { Loader, Stack } from '@mantine/core';
import { MESSAGE_TEXTS } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { FormAlert } from '../FormAlert';
import { SafeHtml } from './SafeHtml';
import { useContent } from './use-content';

/** The body of a content page or modal, with the spec's messages for an empty key and a failure. */
export function ContentBody({ contentKey }: { contentKey: string }) {
  const content = useContent(contentKey);
  const { t } = useLingui();
  const problem =
    contentKey.trim() === ''
      ? sayText(MESSAGE_TEXTS.invalidContentKey)
      : content.isError
        ? t`Error retrieving content`
        : '';
  if (problem) {
    return <FormAlert message={problem} />;
  }
  if (!content.data) {
    return (
      <Stack align="center" py="xl">
        <Loader role="status" aria-label={t`Loading...`} />
      </Stack>
    );
  }
  return <SafeHtml html={content.data.content} />;
}
