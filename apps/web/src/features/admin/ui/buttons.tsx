import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The submit button under an admin form: its icon on the left, spinning while the call runs. */
export function SubmitButton({
  pending,
  icon: ButtonIcon = IconPlus,
  disabled,
  children,
}: {
  pending: boolean;
  icon?: Icon;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      mt="md"
      leftSection={<ButtonIcon size={18} aria-hidden />}
      loading={pending}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}

/** Runs an admin action that takes no input (a top-up, a retry), spinning while it runs. */
export function ActionButton({
  action,
  icon: ButtonIcon,
  children,
  ...rest
}: Omit<ButtonProps, 'leftSection' | 'loading'> & {
  action: { isPending: boolean; mutate(): void };
  icon: Icon;
  children: ReactNode;
}) {
  return (
    <Button
      {...rest}
      leftSection={<ButtonIcon size={18} aria-hidden />}
      loading={action.isPending}
      onClick={() => action.mutate()}
    >
      {children}
    </Button>
  );
}
