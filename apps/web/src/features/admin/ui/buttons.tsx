import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type IconButtonProps = Omit<ButtonProps, 'leftSection' | 'loading'> & { icon: Icon; children: ReactNode };

/**
 * A label longer than the screen is wide wraps onto a second line instead of pushing the page
 * sideways: a phone's own font can be wider than the one the label was written against.
 */
export const WRAPPING = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal' as const, textAlign: 'start' as const, lineHeight: 1.3 },
};

/** The admin pages' buttons: an icon at the start of the line, spinning while their call runs. */
function IconLeftButton({
  icon: ButtonIcon,
  pending,
  ...rest
}: IconButtonProps & { pending: boolean; type?: 'submit'; onClick?(): void }) {
  return (
    <Button
      styles={WRAPPING}
      {...rest}
      leftSection={<ButtonIcon size={18} aria-hidden />}
      loading={pending}
    />
  );
}

/** The submit button under an admin form. */
export const SubmitButton = ({
  icon = IconPlus,
  ...rest
}: Omit<IconButtonProps, 'icon'> & { icon?: Icon; pending: boolean }) => (
  <IconLeftButton type="submit" mt="md" icon={icon} {...rest} />
);

/** Runs an admin action that takes no input (a top-up, a retry). */
export const ActionButton = ({
  action,
  ...rest
}: IconButtonProps & { action: { isPending: boolean; mutate(): void } }) => (
  <IconLeftButton {...rest} pending={action.isPending} onClick={() => action.mutate()} />
);
