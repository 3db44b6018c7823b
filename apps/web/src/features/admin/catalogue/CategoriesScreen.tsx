import { Button, Group } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { adminCatalogue } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { AdminListPage, SelectButton } from '../ui/AdminListPage';
import { SubmitButton } from '../ui/buttons';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { catalogueKeys, catalogueQueries } from './api';
import { StateBadge } from './StateBadge';

type Node = adminCatalogue.TAdminCategoryNode;
type CategoryFields = { parentId: string; name: string; sortOrder: number | string };
/** The products screen lists third-level categories; a new or renamed one must show there too. */
const invalidate = [catalogueKeys.tree, catalogueKeys.productCategories];

function pathOf(nodes: readonly Node[], n: Node): string {
  const parent = nodes.find((p) => p.id === n.parentId);
  return parent ? `${pathOf(nodes, parent)} / ${n.name}` : n.name;
}

const nameFields = (describe: boolean): FieldSpec<CategoryFields>[] => [
  { kind: 'text', name: 'name', label: 'Name', w: 240, required: describe },
  {
    kind: 'number',
    name: 'sortOrder',
    label: 'Order',
    description: describe ? 'Lower comes first' : undefined,
    w: 120,
  },
];

function AddCategory({ nodes }: { nodes: readonly Node[] }) {
  const { values, set, reset } = useFormValues<CategoryFields>({ parentId: '', name: '', sortOrder: 0 });
  const add = useAdminMutation({
    mutationFn: () =>
      callApi(adminCatalogue.categoryadd, {
        name: values.name,
        parentId: values.parentId ? Number(values.parentId) : null,
        sortOrder: Number(values.sortOrder) || 0,
      }),
    invalidate,
    success: (r) => [`${r.category.name} added.`, 'Category added'],
    onDone: () => reset({ name: '' }),
  });
  const parents = nodes
    .filter((n) => n.level < 3)
    .map((n) => ({ value: String(n.id), label: pathOf(nodes, n) }));
  const fields: FieldSpec<CategoryFields>[] = [
    {
      kind: 'select',
      name: 'parentId',
      label: 'Under',
      placeholder: 'Top level',
      searchable: true,
      clearable: true,
      data: parents,
      w: 340,
    },
    ...nameFields(true),
  ];
  return (
    <AdminFormCard title="Add a category" onSubmit={() => add.mutate()}>
      <AdminFields fields={fields} values={values} set={set} errors={add.fieldErrors} />
      <FormErrorLine error={add.error} fieldErrors={add.fieldErrors} />
      <SubmitButton pending={add.isPending} disabled={!values.name.trim()}>
        Add category
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
  const update = useAdminMutation({
    mutationFn: (patch: { name?: string; sortOrder?: number; hidden?: boolean }) =>
      callApi(adminCatalogue.categoryupdate, { categoryId: node.id, ...patch }),
    invalidate,
    success: (r) => [`${r.category.name} saved.`, 'Category changed'],
  });
  return (
    <AdminFormCard title={path}>
      <Group align="flex-end" gap="sm">
        <AdminFields fields={nameFields(false)} values={values} set={set} errors={update.fieldErrors} />
        <Button
          variant="default"
          loading={update.isPending}
          disabled={values.name.trim() === node.name && Number(values.sortOrder) === node.sortOrder}
          onClick={() => update.mutate({ name: values.name, sortOrder: Number(values.sortOrder) || 0 })}
        >
          Save
        </Button>
        <Button
          variant="default"
          leftSection={node.hidden ? <IconEye size={18} aria-hidden /> : <IconEyeOff size={18} aria-hidden />}
          loading={update.isPending}
          onClick={() => update.mutate({ hidden: !node.hidden })}
        >
          {node.hidden ? 'Show in the shop' : 'Hide from the shop'}
        </Button>
      </Group>
      <FormErrorLine error={update.error} fieldErrors={update.fieldErrors} />
    </AdminFormCard>
  );
}

function State({ node }: { node: Node }) {
  if (node.hidden) return <StateBadge tone="off">Hidden</StateBadge>;
  if (node.visible) return <StateBadge tone="good">Shown</StateBadge>;
  return (
    <StateBadge tone="warn" title="Nothing on sale here, or a parent is hidden">
      Not shown
    </StateBadge>
  );
}

/** /admin/shop/categories: the three-level category tree of the shop. */
export default function CategoriesScreen() {
  const query = useQuery(catalogueQueries.tree());
  const nodes = query.data?.categories ?? [];
  return (
    <AdminListPage
      title="Categories"
      intro="Three levels: products go in the third. Members see a category when something in it is on sale and neither it nor a parent is hidden."
      query={query}
      label="Shop categories"
      rows={nodes}
      rowId={(n) => n.id}
      top={<AddCategory nodes={nodes} />}
      editor={(n) => <CategoryEditor node={n} path={pathOf(nodes, n)} />}
      editorKey={(n) => `${n.id}-${n.name}-${n.sortOrder}`}
      minWidth={460}
      columns={(select) => [
        {
          key: 'name',
          header: 'Category',
          cell: (n) => (
            <SelectButton
              indent={(n.level - 1) * 20}
              onClick={() => select(n)}
              label={`Change ${pathOf(nodes, n)}`}
            >
              {n.name}
            </SelectButton>
          ),
        },
        { key: 'order', header: 'Order', cell: (n) => n.sortOrder, align: 'right', nowrap: true },
        { key: 'onsale', header: 'On sale', cell: (n) => n.activeProducts, align: 'right', nowrap: true },
        { key: 'state', header: 'In the shop', cell: (n) => <State node={n} />, nowrap: true },
      ]}
    />
  );
}
