import { describe, expect, it } from 'vitest';
import { categoryTree, leavesOf, pathTo } from './categories';

const rows = [
  { cat1: 'Beauty', cat2: 'Fragrance', cat3: 'Women', prodCat3Id: 11 },
  { cat1: 'Beauty', cat2: 'Fragrance', cat3: 'Men', prodCat3Id: 12 },
  { cat1: 'Beauty', cat2: 'Skincare', cat3: '', prodCat3Id: 13 },
  { cat1: 'Vouchers', cat2: '', cat3: '', prodCat3Id: 20 },
  { cat1: 'Beauty', cat2: 'Fragrance', cat3: 'Unisex', prodCat3Id: 14 },
];

describe('categoryTree', () => {
  it('nests three levels in the order sent, with optional sub-categories one level up', () => {
    const tree = categoryTree(rows);
    expect(tree.map((g) => g.label)).toEqual(['Beauty', 'Vouchers']);
    const beauty = tree[0]!;
    expect(beauty.children.map((n) => [n.kind, n.label])).toEqual([
      ['group', 'Fragrance'],
      ['leaf', 'Skincare'],
    ]);
    const fragrance = beauty.children[0]!;
    expect(fragrance.kind === 'group' && fragrance.children.map((n) => n.label)).toEqual([
      'Women',
      'Men',
      'Unisex',
    ]);
    expect(tree[1]!.children).toEqual([{ kind: 'leaf', label: 'All Vouchers', prodCat3Id: 20 }]);
  });

  it('lists leaves depth first and finds the path to one', () => {
    const tree = categoryTree(rows);
    expect(leavesOf(tree).map((l) => l.prodCat3Id)).toEqual([11, 12, 14, 13, 20]);
    expect(pathTo(tree, 12)).toEqual(['Beauty', 'Fragrance', 'Men']);
    expect(pathTo(tree, 99)).toBeNull();
  });
});
