import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import classes from './insights.module.css';

export const SECTIONS = [
  { key: 'participation', label: msg`Participation` },
  { key: 'fairness', label: msg`Fairness` },
  { key: 'values', label: msg`Values` },
  { key: 'points', label: msg`Points` },
  { key: 'nominations', label: msg`Nominations` },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

export const sectionOf = (param: string | undefined): SectionKey | null =>
  param === undefined ? 'participation' : (SECTIONS.find((s) => s.key === param)?.key ?? null);

/** The five areas as links that wrap on a phone, so every one is in view without scrolling sideways. */
export function SectionNav({ current }: { current: SectionKey }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Insights sections`} data-print-hide>
      <ul className={classes.sections} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {SECTIONS.map((s) => (
          <li key={s.key}>
            <Button
              component={Link}
              to={`/insights/${s.key}`}
              variant={s.key === current ? 'filled' : 'default'}
              aria-current={s.key === current ? 'page' : undefined}
              mih={44}
            >
              {i18n._(s.label)}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
