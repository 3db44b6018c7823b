import { useLingui } from '@lingui/react/macro';
import { Group, Select, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { campaignColour } from './campaign-colour';
import type { TCampaignRow } from './api';
import classes from './getinvolved.module.css';

export const MY_PROFILE = 'myprofile';

function Swatch({ colour }: { colour: string | undefined }) {
  return <span className={classes.swatch} style={{ background: campaignColour(colour) }} aria-hidden />;
}

/** The Themes dropdown: every campaign in its colour, then My Profile. */
export function ThemeSelect({
  campaigns,
  value,
  onChange,
}: {
  campaigns: readonly TCampaignRow[];
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useLingui();
  const colourOf = (v: string) => campaigns.find((c) => String(c.campaignId) === v)?.campaignColour;
  const data = [
    ...campaigns.map((c) => ({ value: String(c.campaignId), label: c.campaignName })),
    { value: MY_PROFILE, label: t`My Profile` },
  ];
  return (
    <Select
      label={t`Themes`}
      data={data}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      checkIconPosition="right"
      w={{ base: '100%', xs: 320 }}
      leftSection={
        value === MY_PROFILE ? <IconUserCircle size={16} aria-hidden /> : <Swatch colour={colourOf(value)} />
      }
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          {option.value === MY_PROFILE ? (
            <IconUserCircle size={16} aria-hidden />
          ) : (
            <Swatch colour={colourOf(option.value)} />
          )}
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
