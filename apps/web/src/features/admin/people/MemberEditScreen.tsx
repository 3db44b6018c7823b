import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { adminPeople } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formErrorsOf, formErrorText } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { BackLink } from '../ui/BackLink';
import { peopleQueries, useEditMemberMutation, useInviteMemberMutation } from './api';
import { ROLE_LABELS } from './role-labels';
import { MemberDataPanel } from './MemberDataPanel';
import { WRAPPING } from '../ui/buttons';

type Detail = adminPeople.TAdminMemberDetail;
type Edit = adminPeople.TAdminMemberEdit;

const toEdit = (d: Detail): Edit => ({
  memberNumber: d.memberNumber,
  legalFirstname: d.legalFirstname,
  firstname: d.firstname,
  surname: d.surname,
  email: d.email,
  cellNum: d.cellNum,
  divisionCode: d.divisionCode,
  managerNumber: d.managerNumber,
  jobTitle: d.jobTitle,
  hireDate: d.hireDate,
  dobDd: d.dobDd,
  dobMm: d.dobMm,
  employmentStatus: d.employmentStatus,
  roles: d.roles,
});

/** /admin/people/member/:memberNumber: a member's details, status and roles. */
export function MemberEditScreen() {
  const { memberNumber = '' } = useParams();
  const { i18n, t } = useLingui();
  const detail = useQuery(peopleQueries.member(memberNumber));
  const [form, setForm] = useState<Edit | null>(null);
  useEffect(() => {
    if (detail.data) setForm(toEdit(detail.data.member));
  }, [detail.data]);
  const save = useEditMemberMutation(memberNumber, () => notifySuccess(t`The member was saved.`, t`Success`));
  const invite = useInviteMemberMutation(memberNumber, () =>
    notifySuccess(t`The invitation is on its way.`, t`Success`),
  );
  const m = detail.data?.member;
  const memberLegend = (memberNumber: string) => t`Member ${memberNumber}`;
  const errors = save.error ? formErrorsOf(save.error) : {};
  const field = (key: keyof Edit, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) =>
    form && (
      <TextInput
        label={label}
        value={String(form[key])}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setForm((f) => (f ? { ...f, [key]: value } : f));
        }}
        error={errors[key]}
        {...extra}
      />
    );

  return (
    <AdminPage
      title={m ? `${m.firstname} ${m.surname}` : t`Member`}
      intro={
        <BackLink to="/admin/people">
          <Trans>All members</Trans>
        </BackLink>
      }
      query={detail}
      actions={
        m &&
        !m.registered &&
        m.employmentStatus === 'active' && (
          <Button
            styles={WRAPPING}
            variant="default"
            onClick={() => invite.mutate()}
            loading={invite.isPending}
          >
            <Trans>Send registration invitation</Trans>
          </Button>
        )
      }
    >
      {invite.error && <Text c="red">{formErrorText(invite.error)}</Text>}
      {m && form && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(form);
          }}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              {(['redeem', 'recognise', 'pif'] as const).map((k) => (
                <Paper key={k} withBorder p="sm" radius="md">
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {k === 'redeem' ? (
                      <Trans>To redeem</Trans>
                    ) : k === 'recognise' ? (
                      <Trans>Recognition budget</Trans>
                    ) : (
                      <Trans>Pay It Forward</Trans>
                    )}
                  </Text>
                  <Text fw={800}>{formatPoints(m.balances[k])}</Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Fieldset legend={memberLegend(m.memberNumber)}>
              <Grid>
                <Grid.Col span={{ base: 12, sm: 4 }}>{field('legalFirstname', t`Legal first name`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>{field('firstname', t`Known as`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>{field('surname', t`Surname`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>{field('email', t`E-mail`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>{field('cellNum', t`Mobile`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>{field('divisionCode', t`Division code`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  {field('managerNumber', t`Manager’s member number`, { description: m.managerName })}
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>{field('jobTitle', t`Job title`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  {field('hireDate', t`Hire date`, { placeholder: t`YYYY-MM-DD` })}
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 4 }}>{field('dobDd', t`Birthday day`)}</Grid.Col>
                <Grid.Col span={{ base: 6, sm: 4 }}>{field('dobMm', t`Birthday month`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <Select
                    label={t`Status`}
                    data={[
                      { value: 'active', label: t`Active` },
                      { value: 'leaver', label: t`Left the company` },
                    ]}
                    value={form.employmentStatus}
                    allowDeselect={false}
                    onChange={(v) =>
                      setForm((f) => (f && v ? { ...f, employmentStatus: v as Edit['employmentStatus'] } : f))
                    }
                  />
                </Grid.Col>
              </Grid>
            </Fieldset>
            <Fieldset legend={t`Roles`}>
              <Group gap="lg">
                {(Object.keys(ROLE_LABELS) as (keyof Edit['roles'])[]).map((k) => (
                  <Checkbox
                    key={k}
                    label={i18n._(ROLE_LABELS[k])}
                    checked={form.roles[k]}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setForm((f) => (f ? { ...f, roles: { ...f.roles, [k]: checked } } : f));
                    }}
                  />
                ))}
              </Group>
            </Fieldset>
            {save.error && <Text c="red">{formErrorText(save.error)}</Text>}
            <Group>
              <Button styles={WRAPPING} type="submit" loading={save.isPending}>
                <Trans>Save</Trans>
              </Button>
            </Group>
            <MemberDataPanel member={m} />
          </Stack>
        </form>
      )}
    </AdminPage>
  );
}
