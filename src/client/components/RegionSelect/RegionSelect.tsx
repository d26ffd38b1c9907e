import { Select, type SelectProps } from '@mantine/core';
import { REGIONS } from '../../../shared/phone/index.ts';

const data = ['United States', 'International'].map((group) => ({
  group,
  items: REGIONS.filter((r) => r.group === group).map((r) => ({
    value: r.code,
    label: `${r.emoji} ${r.name}`,
  })),
}));

/** The spec's state/country list: US states, DC and territories, then France and Spain. */
export function RegionSelect(props: Omit<SelectProps, 'data'>) {
  return (
    <Select
      label="State / country"
      placeholder="Choose a state or country"
      searchable
      size="md"
      nothingFoundMessage="No match"
      data={data}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
