import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Select, Text, Title } from '@mantine/core';
import type { TLanguageChoice, TMemberData } from '@portal/contract';
import { FormAlert } from '../../components/FormAlert';
import { formErrorText } from '../../lib/api';
import { SWITCH_LANGUAGES } from '../../lib/i18n/locales';
import { useUpdateProfileMutation } from './api';

/** memberupdate's fields as they are now, so only the language changes. */
const detailsOf = (member: TMemberData) => ({
  firstname: member.firstname,
  cellNum: member.cellNum,
  interest1: member.interest1,
  interestOtherDesc: member.interestOtherDesc,
  otherInfo: member.otherInfo,
  dOBmm: member.dOBmm,
  dOBdd: member.dOBdd,
});

/**
 * The member's language, saved at once through memberupdate. '' follows the device's languages
 * (then the cluster's default); the interface follows the saved choice (app/LocaleProviders).
 */
export function LanguagePreference({ member }: { member: TMemberData }) {
  const { t } = useLingui();
  const save = useUpdateProfileMutation();
  const options = [
    { value: '', label: t`Follow this device` },
    // The pseudo-locale (development only) is no member's choice to save.
    ...SWITCH_LANGUAGES.filter((l) => l.tag !== 'en-XA').map((l) => ({ value: l.tag, label: l.name })),
  ];
  return (
    <Card component="section" aria-labelledby="profile-language-title" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" id="profile-language-title">
        <Trans>Language</Trans>
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        <Trans>The portal, its e-mails and its messages to you use this language.</Trans>
      </Text>
      <Select
        label={t`Language`}
        data={options}
        value={save.isPending ? (save.variables?.language ?? '') : (member.language ?? '')}
        onChange={(value) =>
          save.mutate({ ...detailsOf(member), language: (value ?? '') as TLanguageChoice })
        }
        allowDeselect={false}
        disabled={save.isPending}
        w={{ base: '100%', xs: 320 }}
        comboboxProps={{ withinPortal: true }}
      />
      {save.isError && <FormAlert message={formErrorText(save.error)} />}
    </Card>
  );
}
