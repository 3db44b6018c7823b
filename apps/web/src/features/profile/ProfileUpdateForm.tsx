import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LIMITS,
  MESSAGE_TEXTS,
  member as memberCalls,
  type CallInput,
  type TMemberData,
} from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ToneAlert } from '../../components/ToneAlert';
import { ApiError, formErrorText } from '../../lib/api';
import { isolated } from '../../lib/i18n/intl-formats';
import { needsProfileUpdate } from '../../lib/member-data';
import { notifySuccess } from '../../lib/notify';
import { fieldErrorsFrom, useForm, type FieldErrors } from '../../lib/use-form';
import { useUpdateProfileMutation } from './api';
import { dayOptions, daysInMonth, monthOptions } from './birthday';
import { ProfilePictureField } from './ProfilePictureField';

const { memberupdate } = memberCalls;
type UpdateBody = CallInput<typeof memberupdate>;

function initialValues(member: TMemberData) {
  return {
    firstname: member.firstname,
    cellNum: member.cellNum,
    interest1: member.interest1,
    interestOtherDesc: member.interestOtherDesc,
    otherInfo: member.otherInfo,
    dOBdd: member.dOBdd,
    dOBmm: member.dOBmm,
    agree: false,
  };
}

type Values = ReturnType<typeof initialValues>;

/** The memberupdate payload; hobbies and dreams are cleared when Get To Know is off. */
function toBody(values: Values): UpdateBody {
  return {
    interest1: values.interest1,
    firstname: values.firstname.trim(),
    cellNum: values.cellNum.trim(),
    dOBmm: values.dOBmm,
    dOBdd: values.dOBdd,
    interestOtherDesc: values.interest1 ? values.interestOtherDesc.trim() : '',
    otherInfo: values.interest1 ? values.otherInfo.trim() : '',
  };
}

/** The contract's rules for the payload, plus the agreement an incomplete profile needs. */
function validate(values: Values, agreementRequired: boolean): FieldErrors {
  const errors = fieldErrorsFrom(memberupdate.body, toBody(values));
  if (agreementRequired && !values.agree) errors.agree = sayText(MESSAGE_TEXTS.profileAgreementRequired);
  return errors;
}

/** What an incomplete profile lacks, as one whole sentence per case. */
function MissingDetails({ member }: { member: TMemberData }) {
  const noMobile = !member.cellNum.trim();
  const noEmail = !member.email.trim();
  if (noMobile && noEmail)
    return <Trans>We need your mobile number and e-mail address before you can use the portal.</Trans>;
  if (noMobile) return <Trans>We need your mobile number before you can use the portal.</Trans>;
  return <Trans>We need your e-mail address before you can use the portal.</Trans>;
}

/** MyProfileUpdate: first name, mobile, Get To Know, hobbies, dreams and birthday. */
export function ProfileUpdateForm({ member }: { member: TMemberData }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const incomplete = needsProfileUpdate(member);
  const form = useForm(initialValues(member));
  const { values, setValue } = form;
  const [alert, setAlert] = useState('');
  const update = useUpdateProfileMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert('');
    const errors = validate(values, incomplete);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      return;
    }
    try {
      await update.mutateAsync(toBody(values));
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'unauthorized') return;
      form.setErrors(err instanceof ApiError ? err.formErrors : {});
      setAlert(formErrorText(err));
      return;
    }
    notifySuccess(sayText(MESSAGE_TEXTS.profileUpdated), t`Profile updated`);
    await navigate('/myprofile');
  }

  const maxDay = values.dOBmm ? daysInMonth(Number(values.dOBmm)) : 31;
  const memberNumber = isolated(member.memberNumber);

  return (
    <Card
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-update-title"
      p={{ base: 'lg', sm: 'xl' }}
    >
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2" id="profile-update-title">
            <Trans>Update my details</Trans>
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {member.firstname} {member.surname} · <Trans>Member number {memberNumber}</Trans>
          </Text>
        </div>

        {incomplete && (
          <ToneAlert tone="info" title={t`Please complete your profile`}>
            <MissingDetails member={member} />
          </ToneAlert>
        )}
        {alert && (
          <ToneAlert tone="error" title={t`Please note:`} role="alert">
            {alert}
          </ToneAlert>
        )}

        <ProfilePictureField member={member} />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TextInput
            label={t`First name`}
            description={t`Leave blank to use your real first name`}
            maxLength={LIMITS.firstname}
            autoComplete="given-name"
            {...form.textProps('firstname')}
          />
          <TextInput
            label={t`Mobile number`}
            description={t`Used for SMS e-cards and voucher codes`}
            type="tel"
            maxLength={LIMITS.cellNum}
            autoComplete="tel"
            required
            {...form.textProps('cellNum')}
          />
        </SimpleGrid>

        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm" mb={6}>
            <Trans>Birthday (optional)</Trans>
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label={t`Day`}
              placeholder={t`Day`}
              data={dayOptions.map((d) => ({
                value: d,
                label: String(Number(d)),
                disabled: Number(d) > maxDay,
              }))}
              value={values.dOBdd || null}
              onChange={(v) => setValue('dOBdd', v ?? '')}
              error={form.errors.dOBdd}
              w={110}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t`Month`}
              placeholder={t`Month`}
              data={monthOptions()}
              value={values.dOBmm || null}
              onChange={(v) => setValue('dOBmm', v ?? '')}
              error={form.errors.dOBmm}
              w={170}
              allowDeselect={false}
            />
            <Button
              variant="default"
              mt={{ base: 0, xs: 25 }}
              size="md"
              radius="md"
              onClick={() => {
                setValue('dOBdd', '');
                setValue('dOBmm', '');
              }}
              disabled={!values.dOBdd && !values.dOBmm}
            >
              <Trans>Clear DOB</Trans>
            </Button>
          </Group>
        </fieldset>

        <Stack gap="sm">
          <Switch
            label={t`Take part in Get To Know`}
            description={t`Colleagues can see your hobbies and dreams on the Get To Know showcase`}
            checked={values.interest1}
            onChange={(event) => setValue('interest1', event.currentTarget.checked)}
            size="md"
          />
          <Collapse in={values.interest1}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" pt="xs">
              <TextInput
                label={t`Hobbies`}
                maxLength={LIMITS.interestOtherDesc}
                {...form.textProps('interestOtherDesc')}
              />
              <TextInput label={t`Dreams`} maxLength={LIMITS.otherInfo} {...form.textProps('otherInfo')} />
            </SimpleGrid>
          </Collapse>
        </Stack>

        {incomplete && (
          <Checkbox
            label={t`I confirm that the information provided is correct`}
            checked={values.agree}
            onChange={(event) => setValue('agree', event.currentTarget.checked)}
            error={form.errors.agree}
          />
        )}

        <Group justify="flex-end" gap="sm">
          {!incomplete && (
            <Button variant="default" onClick={() => void navigate('/myprofile')}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" loading={update.isPending}>
            <Trans>Save details</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
