import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconLanguage } from '@tabler/icons-react';
import {
  type adminTranslations,
  directionOf,
  LANGUAGES,
  TRANSLATED_LANGUAGES,
  type ProgrammeTextKind,
  type TTranslatedLanguage,
} from '@portal/contract';
import { useState } from 'react';
import { WRAPPING } from '../ui/buttons';
import { useSaveTranslationsMutation } from './api';
import type { TranslationKind } from './translation-kinds';

type Subject = adminTranslations.TTranslatedSubject;
type Field = adminTranslations.TTranslatedField;

const nameOf = (tag: TTranslatedLanguage) => LANGUAGES.find((l) => l.tag === tag)?.name ?? tag;

/**
 * One field's translations: a box per language, each in its own language's direction. An empty
 * box means the language shows the English text; saving sends every language at once.
 */
function FieldForm({
  kind,
  subjectKey,
  field,
  shape,
}: {
  kind: ProgrammeTextKind;
  subjectKey: string;
  field: Field;
  shape: TranslationKind['fields'][string] | undefined;
}) {
  const { i18n, t } = useLingui();
  const [texts, setTexts] = useState<Record<string, string>>({ ...field.translations });
  const save = useSaveTranslationsMutation(kind, {
    success: () => [t`The translations are saved.`, t`Translations saved`],
  });
  const submit = () =>
    save.mutate({
      key: subjectKey,
      field: field.field,
      translations: Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, texts[l] ?? ''])),
    });
  const label = shape ? i18n._(shape.label) : field.field;
  const source = field.source;
  const Box = shape?.long ? Textarea : TextInput;
  return (
    <Stack gap="xs">
      <Text fw={600}>{label}</Text>
      <Text size="sm" c="dimmed" lineClamp={3} lang="en-GB" dir="ltr">
        <Trans>English: {source}</Trans>
      </Text>
      {TRANSLATED_LANGUAGES.map((tag) => (
        <Box
          key={tag}
          label={`${nameOf(tag)} (${tag})`}
          placeholder={t`Empty: shows the English`}
          value={texts[tag] ?? ''}
          onChange={(e) => setTexts({ ...texts, [tag]: e.currentTarget.value })}
          error={save.fieldErrors[`translations.${tag}`]}
          lang={tag}
          dir={directionOf(tag)}
          {...(shape?.long ? { autosize: true, minRows: 2, maxRows: 10 } : {})}
        />
      ))}
      {(save.fieldErrors.key || save.fieldErrors.field) && (
        <Text c="red" size="sm">
          {save.fieldErrors.key ?? save.fieldErrors.field}
        </Text>
      )}
      <Group>
        <Button
          styles={WRAPPING}
          mih={44}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={save.isPending}
          onClick={submit}
        >
          <Trans>Save translations of {label}</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** One subject (a value, a category, a product…) as a card; its languages open on demand. */
export function SubjectCard({ kind, subject }: { kind: TranslationKind; subject: Subject }) {
  const [open, setOpen] = useState(false);
  const translated = subject.fields.reduce(
    (n, f) => n + Object.values(f.translations).filter(Boolean).length,
    0,
  );
  const total = subject.fields.length * TRANSLATED_LANGUAGES.length;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {subject.label}
          </Title>
          <Badge variant="dot" color={translated === 0 ? 'gray' : 'teal'}>
            <Trans>
              {translated} of {total} translated
            </Trans>
          </Badge>
        </Group>
        <Group>
          <Button
            variant="default"
            styles={WRAPPING}
            mih={44}
            leftSection={<IconLanguage size={18} aria-hidden />}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <Trans>Hide languages</Trans> : <Trans>Translate</Trans>}
          </Button>
        </Group>
        {open &&
          subject.fields.map((f) => (
            <FieldForm
              key={`${f.field}:${JSON.stringify(f.translations)}`}
              kind={kind.kind}
              subjectKey={subject.key}
              field={f}
              shape={kind.fields[f.field]}
            />
          ))}
      </Stack>
    </Paper>
  );
}
