import { useLingui } from '@lingui/react/macro';
import { Alert, Container, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DARK_TITLE } from './alert-styles';

/**
 * A message under the spec's default title 'Please note:' (section 8): role refusals such as
 * 'Only a manager may access this module.' and load failures. With `heading` it is the whole
 * screen, so it brings the page container and the screen's name as its heading.
 */
export function ScreenNotice({
  children,
  title,
  color = 'brand',
  heading,
}: {
  children: ReactNode;
  title?: string;
  color?: string;
  heading?: string;
}) {
  const { t } = useLingui();
  const alert = (
    <Alert
      color={color}
      variant="light"
      title={title ?? t`Please note:`}
      styles={DARK_TITLE}
      icon={<IconInfoCircle size={18} />}
      role="alert"
    >
      {children}
    </Alert>
  );
  if (!heading) return alert;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} size="h2" mb="md">
        {heading}
      </Title>
      {alert}
    </Container>
  );
}
