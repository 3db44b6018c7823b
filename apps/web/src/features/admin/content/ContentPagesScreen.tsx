import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Tabs, Text, TextInput, Title, Typography } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { adminContent } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { formErrorsOf, formErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { adminContentQueries, useSaveContentPageMutation } from './api';
import { RichTextField } from './RichTextField';

type Page = adminContent.TAdminContentPage;

/** What the page will look like: the browser's own sanitising, close to what the server keeps. */
function Preview({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}

function PageEditor({ contentKey }: { contentKey: string }) {
  const { t } = useLingui();
  const query = useQuery(adminContentQueries.page(contentKey));
  const stored = query.data?.page;
  const [draft, setDraft] = useState<{ title: string; html: string } | null>(null);
  const title = draft?.title ?? stored?.title ?? '';
  const html = draft?.html ?? stored?.content ?? '';
  const save = useSaveContentPageMutation(contentKey, () => {
    setDraft(null);
    notifySuccess(t`/${contentKey} saved.`, t`Page saved`);
  });
  const errors = save.error ? formErrorsOf(save.error) : {};
  if (query.error) return <Text c="red">{formErrorText(query.error)}</Text>;
  if (!stored) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Edit /{contentKey}</Trans>
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t`Title`}
          value={title}
          onChange={(e) => setDraft({ title: e.currentTarget.value, html })}
          error={errors.title}
          required
          maw={520}
        />
        <Tabs defaultValue="edit" keepMounted>
          <Tabs.List>
            <Tabs.Tab value="edit">
              <Trans>Edit</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="preview">
              <Trans>Preview</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="edit" pt="sm">
            <RichTextField
              key={stored.content}
              label={t`Page text`}
              html={html}
              onChange={(next) => setDraft({ title, html: next })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            <Paper withBorder p="md" radius="sm">
              <Title order={3} size="h3" mb="sm">
                {title}
              </Title>
              <Preview html={html} />
            </Paper>
          </Tabs.Panel>
        </Tabs>
        {save.error && (
          <Text c="red" size="sm">
            {formErrorText(save.error)}
          </Text>
        )}
        <Group>
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            loading={save.isPending}
            disabled={!draft}
            onClick={() => save.mutate({ title, html })}
          >
            <Trans>Save page</Trans>
          </Button>
          <Text size="sm" c="dimmed">
            <Trans>Scripts, event handlers and unsafe links are removed when the page is saved.</Trans>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/content: the site's content pages (about, FAQ, terms…) and their editor. */
export default function ContentPagesScreen() {
  const query = useQuery(adminContentQueries.pages());
  const [selected, setSelected] = useState<string | null>(null);
  const { t } = useLingui();
  const columns: readonly Column<Page>[] = [
    {
      key: 'title',
      header: t`Page`,
      cell: (p) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setSelected(p.contentKey)}
          aria-label={t`Edit ${p.title}`}
        >
          {p.title}
        </Button>
      ),
    },
    { key: 'key', header: t`Address`, cell: (p) => `/${p.contentKey}`, nowrap: true },
    { key: 'updated', header: t`Last changed`, cell: (p) => formatDateTime(p.updatedAt), nowrap: true },
  ];
  return (
    <AdminPage
      title={t`Content pages`}
      intro={t`Edit the site’s pages: about, FAQ, terms, privacy and the rest.`}
      query={query}
    >
      {selected && <PageEditor key={selected} contentKey={selected} />}
      <ReportTable
        label={t`Content pages`}
        columns={columns}
        rows={query.data?.pages ?? []}
        rowKey={(p) => p.contentKey}
        minWidth={560}
      />
    </AdminPage>
  );
}
