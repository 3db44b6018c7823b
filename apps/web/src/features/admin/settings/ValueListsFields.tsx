import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Checkbox, Grid, Group, Stack, TagsInput, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import {
  ECARD_BANNER_TEXTS,
  ECARD_BANNERS,
  type EcardBanner,
  type RewardWhat,
  type TProgrammeSettings,
} from '@portal/contract';
import { sayText } from '../../../lib/i18n/contract-texts';

type ValueLists = TProgrammeSettings['recognitionValues'];

const LIST_LABELS: Record<RewardWhat, MessageDescriptor> = {
  reward: msg`Points Recognition values`,
  payitforward: msg`Pay It Forward values`,
  thankyou: msg`Simply Say values`,
  adhoc: msg`Ad hoc award reasons`,
};

/** The first error for a field or anything inside it ("recognitionValues.thankyou.2"). */
const errorUnder = (errors: Record<string, string>, key: string) =>
  Object.entries(errors).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1];

/** The value drop-downs of the four reward forms, in the order they are offered. */
export function ValueListsFields({
  value,
  onChange,
  errors,
}: {
  value: ValueLists;
  onChange(v: ValueLists): void;
  errors: Record<string, string>;
}) {
  const { i18n, t } = useLingui();
  return (
    <Grid>
      {(Object.keys(LIST_LABELS) as RewardWhat[]).map((what) => (
        <Grid.Col key={what} span={{ base: 12, sm: 6 }}>
          <TagsInput
            label={i18n._(LIST_LABELS[what])}
            description={t`In the order the form offers them; press Enter after each.`}
            value={value[what]}
            onChange={(list) => onChange({ ...value, [what]: list })}
            error={errorUnder(errors, `recognitionValues.${what}`)}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}

/**
 * Which e-card banners are in use, and their order: a card whose own banner is switched off
 * gets the first one still on.
 */
export function BannerOrderField({
  value,
  onChange,
  error,
}: {
  value: readonly EcardBanner[];
  onChange(v: EcardBanner[]): void;
  error?: string;
}) {
  // Enabled banners first, in their order, then the others in the default order.
  const { t } = useLingui();
  const rows = [...value, ...ECARD_BANNERS.filter((b) => !value.includes(b))];
  const move = (banner: EcardBanner, by: -1 | 1) => {
    const list = [...value];
    const i = list.indexOf(banner);
    const j = i + by;
    if (i < 0 || j < 0 || j >= list.length) return;
    [list[i], list[j]] = [list[j]!, list[i]!];
    onChange(list);
  };
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        <Trans>A card whose own banner is switched off shows the first banner still on.</Trans>
      </Text>
      {rows.map((banner) => {
        const on = value.includes(banner);
        const index = value.indexOf(banner);
        const name = sayText(ECARD_BANNER_TEXTS[banner]);
        return (
          <Group key={banner} gap="xs" wrap="nowrap" justify="space-between" maw={460}>
            <Checkbox
              label={name}
              checked={on}
              onChange={(e) =>
                onChange(e.currentTarget.checked ? [...value, banner] : value.filter((b) => b !== banner))
              }
            />
            {on && (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={t`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(banner, -1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t`Move ${name} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(banner, 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </Group>
        );
      })}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
