import { Badge, Table } from '@mantine/core';
import { type ReactNode } from 'react';

/** A panel's facts as label and value rows, and a state badge readable on its colour. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function State({ good, children }: { good: boolean | null; children: ReactNode }) {
  // Filled dark shades: white text at 5:1 or more (axe color-contrast).
  const color = good === null ? 'gray.7' : good ? 'teal.9' : 'red.9';
  return (
    <Badge variant="filled" color={color} radius="sm" tt="none" fw={600}>
      {children}
    </Badge>
  );
}
