import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Each tone keeps one colour and one icon everywhere, so a member reads the kind of message at a glance. */
const TONES = {
  info: { color: 'brand', Icon: IconInfoCircle },
  success: { color: 'green', Icon: IconCircleCheck },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  error: { color: 'red', Icon: IconAlertCircle },
} as const;

/** A light alert in one of the four tones; the rest (title, role, styles) is the screen's. */
export function ToneAlert({
  tone,
  children,
  ...rest
}: { tone: keyof typeof TONES; children: ReactNode } & Omit<AlertProps, 'color' | 'variant' | 'icon'>) {
  const { color, Icon } = TONES[tone];
  return (
    <Alert color={color} variant="light" icon={<Icon size={18} />} {...rest}>
      {children}
    </Alert>
  );
}
