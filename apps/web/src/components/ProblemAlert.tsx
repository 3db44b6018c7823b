import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DARK_TITLE } from './alert-styles';

/**
 * A problem the member has to read before going on: red, announced as an alert, with a title
 * dark enough to read on the tint ("Please note:" unless the screen names it).
 */
export function ProblemAlert({
  title,
  icon = <IconAlertCircle size={18} />,
  children,
}: {
  title?: string;
  /** `null` for none. */
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? t`Please note:`}
      styles={DARK_TITLE}
      icon={icon}
      role="alert"
    >
      {children}
    </Alert>
  );
}
