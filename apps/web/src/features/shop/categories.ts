import { t } from '@lingui/core/macro';
import type { TCategoryRow } from '@portal/contract';

/** A category the member can open: its products are those of prodCat3Id. */
export interface CategoryLeaf {
  kind: 'leaf';
  label: string;
  prodCat3Id: number;
}

export interface CategoryGroup {
  kind: 'group';
  label: string;
  children: CategoryNode[];
}

export type CategoryNode = CategoryLeaf | CategoryGroup;

/**
 * The flat category rows (cat1, cat2, cat3, prodCat3Id) as a tree of up to three levels, in the
 * order the server sent them. Sub-categories are optional: a row with an empty
 * cat3 (or cat2) is a leaf one level up, labelled with its last non-empty name.
 */
export function categoryTree(
  rows: readonly TCategoryRow[],
  // The language shown: a caller that memoises the tree makes it again when it changes.
  _locale?: string,
): CategoryGroup[] {
  const top: CategoryGroup[] = [];
  for (const row of rows) {
    const path = [row.cat1, row.cat2, row.cat3].map((name) => name.trim());
    while (path.length > 1 && !path[path.length - 1]) path.pop();
    const [first = '', ...rest] = path;
    let group = top.find((g) => g.label === first);
    if (!group) {
      group = { kind: 'group', label: first, children: [] };
      top.push(group);
    }
    let siblings = group.children;
    for (const name of rest.slice(0, -1)) {
      let sub = siblings.find((n): n is CategoryGroup => n.kind === 'group' && n.label === name);
      if (!sub) {
        sub = { kind: 'group', label: name, children: [] };
        siblings.push(sub);
      }
      siblings = sub.children;
    }
    // A top-level row with no sub-categories is a leaf inside its own group, labelled 'All'.
    const label = rest.length > 0 ? (rest[rest.length - 1] ?? '') : t`All ${first}`;
    siblings.push({ kind: 'leaf', label, prodCat3Id: row.prodCat3Id });
  }
  return top;
}

/** Every leaf, depth first: the first is where the shop opens when no category was visited. */
export function leavesOf(nodes: readonly CategoryNode[]): CategoryLeaf[] {
  return nodes.flatMap((node) => (node.kind === 'leaf' ? [node] : leavesOf(node.children)));
}

/** The names from the top group down to the leaf with this id, for headings and breadcrumbs. */
export function pathTo(nodes: readonly CategoryNode[], prodCat3Id: number): string[] | null {
  for (const node of nodes) {
    if (node.kind === 'leaf') {
      if (node.prodCat3Id === prodCat3Id) return [node.label];
    } else {
      const below = pathTo(node.children, prodCat3Id);
      if (below) return [node.label, ...below];
    }
  }
  return null;
}
