import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { LIMITS, type NomCat } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { adminContentQueries, useSaveNominationHelpMutation } from './api';

function HelpTextEditor({ nomCat, helpText }: { nomCat: string; helpText: string }) {
  const { t } = useLingui();
  const [text, setText] = useState(helpText);
  const save = useSaveNominationHelpMutation((r) => {
    const category = r.nomCat;
    notifySuccess(t`The help text of ${category} is saved.`, t`Help text saved`);
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {nomCat}
      </Title>
      <Textarea
        label={t`Help text for ${nomCat}`}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={LIMITS.nominationReason}
        error={save.error ? formErrorText(save.error) : undefined}
      />
      <Group mt="sm">
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={save.isPending}
          disabled={text.trim() === helpText || !text.trim()}
          onClick={() => save.mutate({ nomCat: nomCat as NomCat, helpText: text })}
        >
          <Trans>Save help text</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

/** /admin/nomination-categories: the help text Nominate shows under each category. */
export default function NominationCategoriesScreen() {
  const query = useQuery(adminContentQueries.nominationCategories());
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Nomination categories`}
      intro={t`The categories are fixed; the help text under each on Nominate is yours to write.`}
      query={query}
    >
      <Stack gap="md">
        {query.data?.categories.map((c) => (
          <HelpTextEditor key={`${c.nomCat}:${c.helpText}`} nomCat={c.nomCat} helpText={c.helpText} />
        ))}
        {query.data?.categories.length === 0 && (
          <Text c="dimmed">
            <Trans>There are no categories.</Trans>
          </Text>
        )}
      </Stack>
    </AdminPage>
  );
}
