import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { TInsightsScope } from './types';
import type { ScopesData } from './api';

/** A scope as one option value: 'team', 'company', 'division:<code>', 'cluster:<code>'. */
export function scopeValue(scope: TInsightsScope): string {
  return scope.kind === 'division' || scope.kind === 'cluster' ? `${scope.kind}:${scope.code}` : scope.kind;
}

export function scopeFromValue(value: string): TInsightsScope {
  const [kind, ...rest] = value.split(':');
  const code = rest.join(':');
  if (kind === 'division' || kind === 'cluster') return { kind, code };
  return kind === 'company' ? { kind: 'company' } : { kind: 'team' };
}

/** The scopes this viewer may read, as the server lists them: their team, divisions, clusters, the company. */
export function ScopePicker({
  scopes,
  value,
  onChange,
}: {
  scopes: ScopesData;
  value: TInsightsScope;
  onChange(scope: TInsightsScope): void;
}) {
  const { t } = useLingui();
  const groups = [
    {
      group: t`Overall`,
      items: [
        ...(scopes.team ? [{ value: 'team', label: t`My team` }] : []),
        ...(scopes.company ? [{ value: 'company', label: t`Whole company` }] : []),
      ],
    },
    {
      group: t`Divisions`,
      items: scopes.divisions.map((d) => ({ value: `division:${d.code}`, label: d.name })),
    },
    {
      group: t`Clusters`,
      items: scopes.clusters.map((c) => ({ value: `cluster:${c.code}`, label: c.name })),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <Select
      label={t`Whose figures`}
      data={groups}
      value={scopeValue(value)}
      onChange={(v) => v && onChange(scopeFromValue(v))}
      allowDeselect={false}
      searchable
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
