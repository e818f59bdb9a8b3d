import { Table, Text, Title } from '@mantine/core';
import { monthLabel } from '../../data/money';
import type { AuditTrailPage } from '../../lib/supabase/audit-trail';
import { describeAuditEntry } from './audit-words';

/**
 * The trustees' report's appendix (issue 32): every change to the money recorded in the month (the
 * audit trail, newest first), one line each with its reason and time, so a trustee signing the figures
 * can check who changed what.
 */
export function AuditAppendix({
  audit,
  month,
  currency,
  timeZone,
}: {
  audit: AuditTrailPage;
  /** `YYYY-MM-01`. */
  month: string;
  currency: string;
  timeZone: string;
}) {
  const title = `Appendix: changes to the money in ${monthLabel(month)}`;
  return (
    <section aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Table aria-label="Changes to the money" verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audit.entries.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>No changes recorded this month.</Table.Td>
            </Table.Tr>
          ) : (
            audit.entries.map((entry) => {
              const words = describeAuditEntry(entry, currency, timeZone, month.slice(0, 4));
              return (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{words.when}</Table.Td>
                  <Table.Td>
                    {words.sentence}
                    {words.reason ? ` — reason: ${words.reason}` : ''}
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
      {audit.hasMore ? (
        <Text size="xs" c="dimmed">
          Only the latest 1,000 changes are listed: see History of changes for the rest.
        </Text>
      ) : null}
    </section>
  );
}
