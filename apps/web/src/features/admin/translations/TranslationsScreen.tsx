import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../AdminPage';
import { adminTranslationQueries } from './api';
import { SubjectCard } from './FieldTranslations';
import { TRANSLATION_KINDS } from './translation-kinds';

/**
 * /admin/translations: what the programme team writes (values, the points' name, nomination
 * categories, products, content pages, adverts) in every language the portal speaks. A language
 * left empty shows the English (decision 059).
 */
export default function TranslationsScreen() {
  const { i18n, t } = useLingui();
  const [kindName, setKindName] = useState(TRANSLATION_KINDS[0]!.kind);
  const [search, setSearch] = useState('');
  const kind = TRANSLATION_KINDS.find((k) => k.kind === kindName) ?? TRANSLATION_KINDS[0]!;
  const query = useQuery(adminTranslationQueries.kind(kind.kind));
  const needle = search.trim().toLowerCase();
  const subjects = (query.data?.subjects ?? []).filter(
    (s) => !needle || s.label.toLowerCase().includes(needle),
  );
  return (
    <AdminPage
      title={t`Translations`}
      intro={t`Programme data in each language members read. An empty language shows the English.`}
      query={query}
    >
      <Stack gap="md">
        <Select
          label={t`What to translate`}
          data={TRANSLATION_KINDS.map((k) => ({ value: k.kind, label: i18n._(k.label) }))}
          value={kind.kind}
          onChange={(v) => {
            const next = TRANSLATION_KINDS.find((k) => k.kind === v);
            if (next) setKindName(next.kind);
          }}
          allowDeselect={false}
          styles={{ input: { minHeight: 44 } }}
        />
        <Text size="sm" c="dimmed">
          {i18n._(kind.intro)}
        </Text>
        <TextInput
          label={t`Find`}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          styles={{ input: { minHeight: 44 } }}
        />
        {subjects.map((s) => (
          <SubjectCard key={`${kind.kind}:${s.key}`} kind={kind} subject={s} />
        ))}
        {query.data && subjects.length === 0 && (
          <Text c="dimmed">
            <Trans>Nothing to translate here.</Trans>
          </Text>
        )}
      </Stack>
    </AdminPage>
  );
}
