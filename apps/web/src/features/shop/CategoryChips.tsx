import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { leavesOf, pathTo, type CategoryGroup } from './categories';
import classes from './shop.module.css';

/**
 * The categories on a phone: a row of top-level categories and, under it, a row of the chosen
 * one's sub-categories, each row scrolling sideways on its own so the products start right
 * below them instead of under a long accordion.
 */
export function CategoryChips({
  tree,
  selected,
  onSelect,
}: {
  tree: readonly CategoryGroup[];
  selected: number | null;
  onSelect(prodCat3Id: number): void;
}) {
  const { t } = useLingui();
  const group =
    tree.find((g) => selected !== null && leavesOf(g.children).some((l) => l.prodCat3Id === selected)) ??
    tree[0];
  const leaves = group ? leavesOf(group.children) : [];
  // A leaf name may repeat under two sub-categories of one group (Online, Online): name both parts then.
  const label = (prodCat3Id: number, name: string) => {
    if (leaves.filter((l) => l.label === name).length < 2 || !group) return name;
    return (pathTo(group.children, prodCat3Id) ?? [name]).join(' · ');
  };
  const groupName = group?.label ?? '';
  return (
    <nav aria-label={t`Categories`} className={classes.chipNav}>
      <div className={classes.chipRow} role="group" aria-label={t`Category`}>
        {tree.map((g) => {
          const first = leavesOf(g.children)[0];
          const active = g === group;
          return (
            <Chip
              key={g.label}
              active={active}
              variant={active ? 'filled' : 'default'}
              disabled={!first}
              onClick={() => first && !active && onSelect(first.prodCat3Id)}
            >
              {g.label}
            </Chip>
          );
        })}
      </div>
      {leaves.length > 1 && (
        <div className={classes.chipRow} role="group" aria-label={t`${groupName} sub-category`}>
          {leaves.map((leaf) => {
            const active = leaf.prodCat3Id === selected;
            return (
              <Chip
                key={leaf.prodCat3Id}
                active={active}
                variant={active ? 'light' : 'subtle'}
                onClick={() => onSelect(leaf.prodCat3Id)}
              >
                {label(leaf.prodCat3Id, leaf.label)}
              </Chip>
            );
          })}
        </div>
      )}
    </nav>
  );
}

/** One category chip: a toggle button, pressed when its category is the one shown. */
function Chip({
  active,
  variant,
  disabled,
  onClick,
  children,
}: {
  active: boolean;
  variant: ButtonProps['variant'];
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      radius="xl"
      size="sm"
      variant={variant}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={classes.chip}
    >
      {children}
    </Button>
  );
}
