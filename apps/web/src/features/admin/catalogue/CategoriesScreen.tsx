import { Button, Group, NumberInput, Paper, Select, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react';
import { adminCatalogue } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { StateBadge } from './StateBadge';
import { AdminFormCard } from '../AdminFormCard';

type Node = adminCatalogue.TAdminCategoryNode;
const TREE_KEY = ['admin', 'categorytree'];
/** The products screen lists third-level categories; a new or renamed one must show there too. */
const PRODUCT_CATEGORIES_KEY = ['admin', 'shopcategories'];

function pathOf(nodes: readonly Node[], n: Node): string {
  const parent = nodes.find((p) => p.id === n.parentId);
  return parent ? `${pathOf(nodes, parent)} / ${n.name}` : n.name;
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: TREE_KEY });
    void client.invalidateQueries({ queryKey: PRODUCT_CATEGORIES_KEY });
  };
}

function AddCategory({ nodes }: { nodes: readonly Node[] }) {
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState<string | null>(null);
  const [sortOrder, setSortOrder] = useState<number | string>(0);
  const add = useMutation({
    mutationFn: () =>
      callApi(adminCatalogue.categoryadd, {
        name,
        parentId: parentId ? Number(parentId) : null,
        sortOrder: Number(sortOrder) || 0,
      }),
    onSuccess: (r) => {
      notifySuccess(`${r.category.name} added.`, 'Category added');
      setName('');
      refresh();
    },
  });
  const errors = add.error ? formErrorsOf(add.error) : {};
  const parents = nodes
    .filter((n) => n.level < 3)
    .map((n) => ({ value: String(n.id), label: pathOf(nodes, n) }));
  return (
    <AdminFormCard title="Add a category" onSubmit={() => add.mutate()}>
      <Group align="flex-start" gap="sm">
        <Select
          label="Under"
          placeholder="Top level"
          searchable
          clearable
          data={parents}
          value={parentId}
          onChange={setParentId}
          error={errors.parentId}
          w={{ base: '100%', sm: 340 }}
        />
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          w={{ base: '100%', xs: 240 }}
          required
        />
        <NumberInput
          label="Order"
          description="Lower comes first"
          value={sortOrder}
          onChange={setSortOrder}
          allowDecimal={false}
          error={errors.sortOrder}
          w={{ base: '100%', xs: 120 }}
        />
      </Group>
      {add.error && !Object.keys(errors).length && (
        <Text c="red" size="sm" mt="xs">
          {formErrorText(add.error)}
        </Text>
      )}
      <Button
        type="submit"
        mt="md"
        leftSection={<IconPlus size={18} aria-hidden />}
        loading={add.isPending}
        disabled={!name.trim()}
      >
        Add category
      </Button>
    </AdminFormCard>
  );
}

function CategoryEditor({ node, path }: { node: Node; path: string }) {
  const refresh = useRefresh();
  const [name, setName] = useState(node.name);
  const [sortOrder, setSortOrder] = useState<number | string>(node.sortOrder);
  const update = useMutation({
    mutationFn: (patch: { name?: string; sortOrder?: number; hidden?: boolean }) =>
      callApi(adminCatalogue.categoryupdate, { categoryId: node.id, ...patch }),
    onSuccess: (r) => {
      notifySuccess(`${r.category.name} saved.`, 'Category changed');
      refresh();
    },
  });
  const errors = update.error ? formErrorsOf(update.error) : {};
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {path}
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          w={{ base: '100%', xs: 240 }}
        />
        <NumberInput
          label="Order"
          value={sortOrder}
          onChange={setSortOrder}
          allowDecimal={false}
          error={errors.sortOrder}
          w={{ base: '100%', xs: 120 }}
        />
        <Button
          variant="default"
          loading={update.isPending}
          disabled={name.trim() === node.name && Number(sortOrder) === node.sortOrder}
          onClick={() => update.mutate({ name, sortOrder: Number(sortOrder) || 0 })}
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
      {update.error && !Object.keys(errors).length && (
        <Text c="red" size="sm" mt="xs">
          {formErrorText(update.error)}
        </Text>
      )}
    </Paper>
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
  const query = useQuery({ queryKey: TREE_KEY, queryFn: () => callApi(adminCatalogue.categorytree, {}) });
  const nodes = query.data?.categories ?? [];
  const [selected, setSelected] = useState<number | null>(null);
  const current = nodes.find((n) => n.id === selected);
  const columns: readonly Column<Node>[] = [
    {
      key: 'name',
      header: 'Category',
      cell: (n) => (
        <Button
          variant="subtle"
          size="compact-sm"
          ml={(n.level - 1) * 20}
          onClick={() => setSelected(n.id)}
          aria-label={`Change ${pathOf(nodes, n)}`}
        >
          {n.name}
        </Button>
      ),
    },
    { key: 'order', header: 'Order', cell: (n) => n.sortOrder, align: 'right', nowrap: true },
    { key: 'onsale', header: 'On sale', cell: (n) => n.activeProducts, align: 'right', nowrap: true },
    { key: 'state', header: 'In the shop', cell: (n) => <State node={n} />, nowrap: true },
  ];
  return (
    <AdminPage
      title="Categories"
      intro="Three levels: products go in the third. Members see a category when something in it is on sale and neither it nor a parent is hidden."
      error={query.error}
      loading={query.isPending}
    >
      <AddCategory nodes={nodes} />
      {current && (
        <CategoryEditor
          key={`${current.id}-${current.name}-${current.sortOrder}`}
          node={current}
          path={pathOf(nodes, current)}
        />
      )}
      <ReportTable
        label="Shop categories"
        columns={columns}
        rows={nodes}
        rowKey={(n) => String(n.id)}
        minWidth={460}
      />
    </AdminPage>
  );
}
