import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { EmailField } from '../../components/form-fields';
import { useDocumentTitle } from '@mantine/hooks';
import { LIMITS, MESSAGE_TEXTS, site } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useState, type FormEvent } from 'react';
import { ApiError, formErrorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { fieldErrorsFrom, useForm } from '../../lib/use-form';
import { AcceptTermsCheckbox } from '../../components/content/AcceptTermsCheckbox';
import { CONTENT_KEYS } from '../../components/content/content-keys';
import { ContentModal } from '../../components/content/ContentModal';
import { FormAlert } from '../../components/FormAlert';
import { useSendContactMessageMutation } from './api';

const initial = { ContactName: '', EmailAddress: '', Message: '', AcceptTerms: false };

/** /contactus: anonymous; the server's message shows in a warning alert. */
export default function ContactScreen() {
  const { programmeName } = useBranding();
  const { t } = useLingui();
  useDocumentTitle(t`Contact Us · ${programmeName}`);
  const form = useForm(initial);
  const [warning, setWarning] = useState('');
  const [sent, setSent] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const send = useSendContactMessageMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setWarning('');
    setSent(false);
    const errors = fieldErrorsFrom(site.contactussend.body, form.values);
    if (Object.keys(errors).length) return form.setErrors(errors);
    try {
      await send.mutateAsync(form.values);
      form.setValues(initial);
      setSent(true);
    } catch (err) {
      if (err instanceof ApiError && err.kind !== 'invalid') return;
      form.setErrors(err instanceof ApiError ? err.formErrors : {});
      setWarning(formErrorText(err));
    }
  }

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} size="h2">
          <Trans>Contact Us</Trans>
        </Title>
        <Text c="dimmed" size="sm" mt={4} mb="lg">
          <Trans>
            Questions about {programmeName}, your points or an order? Send us a message and we will reply by
            e-mail.
          </Trans>
        </Text>
        <form onSubmit={submit} noValidate aria-label={t`Contact us`}>
          <Stack gap="md">
            <FormAlert tone="warning" message={warning} />
            {sent && <FormAlert tone="success" message={sayText(MESSAGE_TEXTS.contactSent)} />}
            <TextInput
              label={t`Your name`}
              name="ContactName"
              autoComplete="name"
              maxLength={LIMITS.contactName}
              required
              {...form.textProps('ContactName')}
            />
            <EmailField name="EmailAddress" {...form.textProps('EmailAddress')} />
            <Textarea
              label={t`Message`}
              name="Message"
              autosize
              minRows={5}
              maxLength={LIMITS.contactMessage}
              required
              {...form.textProps('Message')}
            />
            <AcceptTermsCheckbox
              name="AcceptTerms"
              checked={form.values.AcceptTerms}
              error={form.errors.AcceptTerms}
              onChange={(checked) => form.setValue('AcceptTerms', checked)}
              onOpenTerms={() => setTermsOpen(true)}
            />
            <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
              <Trans>Send message</Trans>
            </Button>
          </Stack>
        </form>
      </Paper>
      <ContentModal
        opened={termsOpen}
        onClose={() => setTermsOpen(false)}
        contentKey={CONTENT_KEYS.terms}
        fallbackTitle={msg`Terms and Conditions`}
      />
    </Container>
  );
}
