import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { AdminPage } from '../AdminPage';
import { SecretOnce } from './SecretOnce';

/**
 * What a secret-issuing page says: its title and intro, the new secret's label, the list's title
 * and its empty line, as messages (`msg`) shown in the language of the moment.
 */
export type SecretPageText = {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  secretLabel: MessageDescriptor;
  listTitle: MessageDescriptor;
  empty: MessageDescriptor;
};

/**
 * A page that issues secrets (API tokens, webhook signing secrets): the new secret once, the
 * form that makes one, then the cards of what exists. The secret is never fetched again, so it
 * lives only in this page's state until the admin says it is copied.
 */
export function SecretIssuingPage<T>({
  text: { title, intro, secretLabel, listTitle, empty },
  query,
  form,
  items,
  itemKey,
  card,
  notice,
}: {
  text: SecretPageText;
  /** Said above the form (why it cannot work now, say). */
  notice?: ReactNode;
  query: { error: unknown; isPending: boolean };
  form(onCreated: (secret: string) => void): ReactNode;
  items: readonly T[] | undefined;
  itemKey(item: T): number;
  card(item: T): ReactNode;
}) {
  const [secret, setSecret] = useState<string | null>(null);
  const { i18n } = useLingui();
  return (
    <AdminPage title={i18n._(title)} intro={i18n._(intro)} loading={query.isPending} error={query.error}>
      {secret && <SecretOnce label={i18n._(secretLabel)} secret={secret} onDone={() => setSecret(null)} />}
      {notice}
      {form(setSecret)}
      <Title order={2} size="h4">
        {i18n._(listTitle)}
      </Title>
      {items?.length === 0 && <Text c="dimmed">{i18n._(empty)}</Text>}
      <Stack gap="sm">
        {items?.map((item) => (
          <div key={itemKey(item)}>{card(item)}</div>
        ))}
      </Stack>
    </AdminPage>
  );
}
