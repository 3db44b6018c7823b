import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { adminCatalogue } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { AdminListPage, SelectButton } from '../ui/AdminListPage';
import { SubmitButton, WRAPPING } from '../ui/buttons';
import { catalogueQueries } from './api';
import { useAddCategoryMutation, useUpdateCategoryMutation } from './api/categories';
import { StateBadge } from './StateBadge';

type Node = adminCatalogue.TAdminCategoryNode;
type CategoryFields = { parentId: string; name: string; sortOrder: number | string };

function pathOf(nodes: readonly Node[], n: Node): string {
  const parent = nodes.find((p) => p.id === n.parentId);
  return parent ? `${pathOf(nodes, parent)} / ${n.name}` : n.name;
}

const nameFields = (describe: boolean): FieldSpec<CategoryFields>[] => [
  { kind: 'text', name: 'name', label: msg`Name`, w: 240, required: describe },
  {
    kind: 'number',
    name: 'sortOrder',
    label: msg({ message: 'Order', context: 'position in a list' }),
    description: describe ? msg`Lower comes first` : undefined,
    w: 120,
  },
];

function AddCategory({ nodes }: { nodes: readonly Node[] }) {
  const { values, set, reset } = useFormValues<CategoryFields>({ parentId: '', name: '', sortOrder: 0 });
  const { t } = useLingui();
  const add = useAddCategoryMutation({
    success: (r) => {
      const name = r.category.name;
      return [t`${name} added.`, t`Category added`];
    },
    onDone: () => reset({ name: '' }),
  });
  const submit = () =>
    add.mutate({
      name: values.name,
      parentId: values.parentId ? Number(values.parentId) : null,
      sortOrder: Number(values.sortOrder) || 0,
    });
  const parents = nodes
    .filter((n) => n.level < 3)
    .map((n) => ({ value: String(n.id), label: pathOf(nodes, n) }));
  const fields: FieldSpec<CategoryFields>[] = [
    {
      kind: 'select',
      name: 'parentId',
      label: msg`Under`,
      placeholder: msg`Top level`,
      searchable: true,
      clearable: true,
      data: parents,
      w: 340,
    },
    ...nameFields(true),
  ];
  return (
    <AdminFormCard title={t`Add a category`} onSubmit={submit}>
      <AdminFields fields={fields} values={values} set={set} errors={add.fieldErrors} />
      <FormErrorLine error={add.error} fieldErrors={add.fieldErrors} />
      <SubmitButton pending={add.isPending} disabled={!values.name.trim()}>
        <Trans>Add category</Trans>
      </SubmitButton>
    </AdminFormCard>
  );
}

function CategoryEditor({ node, path }: { node: Node; path: string }) {
  const { values, set } = useFormValues<CategoryFields>({
    parentId: '',
    name: node.name,
    sortOrder: node.sortOrder,
  });
  const { t } = useLingui();
  const update = useUpdateCategoryMutation(node.id, {
    success: (r) => {
      const name = r.category.name;
      return [t`${name} saved.`, t`Category changed`];
    },
  });
  return (
    <AdminFormCard title={path}>
      <Group align="flex-end" gap="sm">
        <AdminFields fields={nameFields(false)} values={values} set={set} errors={update.fieldErrors} />
        <Button
          styles={WRAPPING}
          variant="default"
          loading={update.isPending}
          disabled={values.name.trim() === node.name && Number(values.sortOrder) === node.sortOrder}
          onClick={() => update.mutate({ name: values.name, sortOrder: Number(values.sortOrder) || 0 })}
        >
          <Trans>Save</Trans>
        </Button>
        <Button
          styles={WRAPPING}
          variant="default"
          leftSection={node.hidden ? <IconEye size={18} aria-hidden /> : <IconEyeOff size={18} aria-hidden />}
          loading={update.isPending}
          onClick={() => update.mutate({ hidden: !node.hidden })}
        >
          {node.hidden ? <Trans>Show in the shop</Trans> : <Trans>Hide from the shop</Trans>}
        </Button>
      </Group>
      <FormErrorLine error={update.error} fieldErrors={update.fieldErrors} />
    </AdminFormCard>
  );
}

function State({ node }: { node: Node }) {
  const { t } = useLingui();
  if (node.hidden)
    return (
      <StateBadge tone="off">
        <Trans>Hidden</Trans>
      </StateBadge>
    );
  if (node.visible)
    return (
      <StateBadge tone="good">
        <Trans>Shown</Trans>
      </StateBadge>
    );
  return (
    <StateBadge tone="warn" title={t`Nothing on sale here, or a parent is hidden`}>
      <Trans>Not shown</Trans>
    </StateBadge>
  );
}

/** /admin/shop/categories: the three-level category tree of the shop. */
export default function CategoriesScreen() {
  const query = useQuery(catalogueQueries.tree());
  const nodes = query.data?.categories ?? [];
  const { t } = useLingui();
  const changeLabel = (path: string) => t`Change ${path}`;
  return (
    <AdminListPage
      title={t`Categories`}
      intro={t`Three levels: products go in the third. Members see a category when something in it is on sale and neither it nor a parent is hidden.`}
      query={query}
      label={t`Shop categories`}
      rows={nodes}
      rowId={(n) => n.id}
      top={<AddCategory nodes={nodes} />}
      editor={(n) => <CategoryEditor node={n} path={pathOf(nodes, n)} />}
      editorKey={(n) => `${n.id}-${n.name}-${n.sortOrder}`}
      minWidth={460}
      columns={(select) => [
        {
          key: 'name',
          header: t`Category`,
          cell: (n) => (
            <SelectButton
              indent={(n.level - 1) * 20}
              onClick={() => select(n)}
              label={changeLabel(pathOf(nodes, n))}
            >
              {n.name}
            </SelectButton>
          ),
        },
        {
          key: 'order',
          header: t({ message: 'Order', context: 'position in a list' }),
          cell: (n) => n.sortOrder,
          align: 'right',
          nowrap: true,
        },
        { key: 'onsale', header: t`On sale`, cell: (n) => n.activeProducts, align: 'right', nowrap: true },
        { key: 'state', header: t`In the shop`, cell: (n) => <State node={n} />, nowrap: true },
      ]}
    />
  );
}
