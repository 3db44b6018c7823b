import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, PasswordInput, Stack } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { LIMITS, member } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, formErrorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { completeLogin } from '../../lib/member-data';
import { takeReturnTo } from '../../lib/return-to';
import { useNav } from '../../lib/nav-context';
import { fieldErrorsFrom, useForm } from '../../lib/use-form';
import { FormAlert } from '../../components/FormAlert';
import { MemberNumberField } from '../../components/form-fields';
import { useLoginMutation } from './api';
import { SSO_START_PATH } from './sso';

/** Member number and password sign-in, with the Register / Forgot password / SSO entry points. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { ssoEnabled } = useBranding();
  const { isAvailable, openModal } = useNav();
  const form = useForm({ memberNumber: '', password: '' });
  const [alert, setAlert] = useState('');
  const { t } = useLingui();
  const login = useLoginMutation();

  const canRegister = isAvailable({ modal: 'register' });
  const canResetPassword = isAvailable({ modal: 'forgotPassword' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert('');
    const errors = fieldErrorsFrom(member.login.body, form.values);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      return;
    }
    let response;
    try {
      response = await login.mutateAsync(form.values);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'unauthorized') return;
      form.setErrors(err instanceof ApiError ? err.formErrors : {});
      setAlert(formErrorText(err));
      return;
    }
    try {
      completeLogin(queryClient, response);
      // A link opened while signed out opens now; otherwise Home.
      await navigate(takeReturnTo() ?? '/');
    } catch (err) {
      setAlert(
        t`Error occurred in calling [memberStore/loggedIn]: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Sign in`} data-sign-in>
      <Stack gap="md">
        <FormAlert message={alert} />
        <MemberNumberField {...form.textProps('memberNumber')} />
        <PasswordInput
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          maxLength={LIMITS.password}
          required
          {...form.textProps('password')}
        />
        <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
          <Trans>Sign in</Trans>
        </Button>
        {(canRegister || canResetPassword) && (
          <Group justify="space-between" gap="xs">
            {canRegister && (
              <Button variant="subtle" size="compact-sm" onClick={() => openModal('register')}>
                <Trans>Register</Trans>
              </Button>
            )}
            {canResetPassword && (
              <Button variant="subtle" size="compact-sm" onClick={() => openModal('forgotPassword')}>
                <Trans>Forgot password?</Trans>
              </Button>
            )}
          </Group>
        )}
        {ssoEnabled && (
          <>
            <Divider label={t`or`} labelPosition="center" />
            <Button
              variant="default"
              size="md"
              fullWidth
              leftSection={<IconBuildingSkyscraper size={18} aria-hidden />}
              component="a"
              href={SSO_START_PATH}
              // Its words wrap on a narrow phone instead of being cut.
              h="auto"
              mih={44}
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible' } }}
            >
              <Trans>Sign in with company account</Trans>
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
