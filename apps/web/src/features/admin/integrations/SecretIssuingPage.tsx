import { Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { AdminPage } from '../AdminPage';
import { SecretOnce } from './SecretOnce';

/** What a secret-issuing page says: its title and intro, the new secret's label, the list's title and its empty line. */
export type SecretPageText = {
  title: string;
  intro: ReactNode;
  secretLabel: string;
  listTitle: string;
  empty: string;
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
  return (
    <AdminPage title={title} intro={intro} loading={query.isPending} error={query.error}>
      {secret && <SecretOnce label={secretLabel} secret={secret} onDone={() => setSecret(null)} />}
      {notice}
      {form(setSecret)}
      <Title order={2} size="h4">
        {listTitle}
      </Title>
      {items?.length === 0 && <Text c="dimmed">{empty}</Text>}
      <Stack gap="sm">
        {items?.map((item) => (
          <div key={itemKey(item)}>{card(item)}</div>
        ))}
      </Stack>
    </AdminPage>
  );
}
