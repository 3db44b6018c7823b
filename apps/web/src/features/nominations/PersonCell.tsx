import { Text } from '@mantine/core';

/** A person in a nominations table: name, then member number and division. */
export function PersonCell({ name, number, division }: { name: string; number: string; division: string }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {number ? `${number} · ` : ''}
        {division}
      </Text>
    </>
  );
}
