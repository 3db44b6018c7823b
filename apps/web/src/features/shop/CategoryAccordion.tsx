import { Accordion, NavLink } from '@mantine/core';
import type { CategoryNode } from './categories';
import classes from './shop.module.css';

/**
 * The category accordion of the shop's view mode: top-level categories, their sub-categories,
 * and the third level as links. Groups holding the chosen category start open.
 */
export function CategoryAccordion({
  nodes,
  openPath,
  selected,
  onSelect,
  depth = 0,
}: {
  nodes: readonly CategoryNode[];
  /** Labels from the top down to the chosen category. */
  openPath: readonly string[];
  selected: number | null;
  onSelect(prodCat3Id: number): void;
  depth?: number;
}) {
  const groups = nodes.filter((n) => n.kind === 'group');
  const leaves = nodes.filter((n) => n.kind === 'leaf');
  const open = openPath[depth];
  // Mantine builds element ids from item values, and ids may not hold spaces: values are positions.
  const valueOf = (index: number) => `cat-${depth}-${index}`;
  const openIndex = groups.findIndex((g) => g.label === open);
  return (
    <>
      {leaves.map((leaf) => (
        <NavLink
          key={leaf.prodCat3Id}
          component="button"
          type="button"
          label={leaf.label}
          active={leaf.prodCat3Id === selected}
          aria-current={leaf.prodCat3Id === selected ? 'page' : undefined}
          onClick={() => onSelect(leaf.prodCat3Id)}
          className={classes.leaf}
        />
      ))}
      {groups.length > 0 && (
        <Accordion
          multiple
          defaultValue={openIndex >= 0 ? [valueOf(openIndex)] : []}
          variant={depth === 0 ? 'separated' : 'default'}
          chevronPosition="right"
          classNames={{
            control: depth === 0 ? classes.topControl : classes.subControl,
            content: classes.accordionContent,
          }}
        >
          {groups.map((group, index) => (
            <Accordion.Item key={group.label} value={valueOf(index)}>
              <Accordion.Control>{group.label}</Accordion.Control>
              <Accordion.Panel>
                <CategoryAccordion
                  nodes={group.children}
                  openPath={group.label === open ? openPath : []}
                  selected={selected}
                  onSelect={onSelect}
                  depth={depth + 1}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </>
  );
}
