import { Group, Select, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import type { TCampaignRow } from './queries';
import classes from './getinvolved.module.css';

export const MY_PROFILE = 'myprofile';
const COLOUR = /^(#([0-9a-f]{3}|[0-9a-f]{6})|rgba?\([\d\s.,%]*\))$/i;

/** A campaign's colour as the database holds it, or a neutral grey when it is not a colour. */
export const campaignColour = (colour: string | undefined) =>
  colour && COLOUR.test(colour.trim()) ? colour.trim() : 'var(--mantine-color-gray-4)';

function Swatch({ colour }: { colour: string | undefined }) {
  return <span className={classes.swatch} style={{ background: campaignColour(colour) }} aria-hidden />;
}

/** The Themes dropdown (spec screen 19): every campaign in its colour, then My Profile. */
export function ThemeSelect({
  campaigns,
  value,
  onChange,
}: {
  campaigns: readonly TCampaignRow[];
  value: string;
  onChange(value: string): void;
}) {
  const colourOf = (v: string) => campaigns.find((c) => String(c.campaignId) === v)?.campaignColour;
  const data = [
    ...campaigns.map((c) => ({ value: String(c.campaignId), label: c.campaignName })),
    { value: MY_PROFILE, label: 'My Profile' },
  ];
  return (
    <Select
      label="Themes"
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
