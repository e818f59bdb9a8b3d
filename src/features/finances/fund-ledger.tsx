import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, monthLabel } from '../../data/money';
import type { FundEntry } from '../../lib/supabase/community-fund';
import { useSubmit } from '../../ui/use-submit';

/** What a ledger row says it is. */
export function fundEntryTitle(entry: FundEntry): string {
  if (entry.kind === 'share') return `Community share of ${monthLabel(entry.month ?? entry.entry_date)}`;
  if (entry.kind === 'reversal') return `Correction: ${entry.purpose ?? 'disbursement'} reversed`;
  return `${entry.purpose ?? 'Disbursement'} · ${entry.recipient ?? ''}`;
}

/** "3 Oct 2026" for a `YYYY-MM-DD` date (no time zone shift). */
export const ledgerDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The fund's ledger, newest first, each row with its running balance (issue 20). Owners get
 * **Correct** on a disbursement not yet corrected: it records the counter-entry (nothing is deleted).
 */
export function FundLedger({
  entries,
  currency,
  onCorrect,
}: {
  entries: readonly FundEntry[];
  currency: string;
  onCorrect?: ((entry: FundEntry) => Promise<void>) | undefined;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  const reversed = new Set(entries.flatMap((entry) => (entry.reverses_id ? [entry.reverses_id] : [])));
  let running = 0;
  const rows = entries.map((entry) => ({ entry, balance: (running += entry.amount) })).reverse();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing in the fund yet: an owner closes a month to credit its share.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Ledger">
      {rows.map(({ entry, balance }) => (
        <li key={entry.id}>
          <LedgerRow
            entry={entry}
            amount={money(entry.amount)}
            balance={money(balance)}
            onCorrect={entry.kind === 'disbursement' && !reversed.has(entry.id) ? onCorrect : undefined}
          />
        </li>
      ))}
    </Stack>
  );
}

function LedgerRow({
  entry,
  amount,
  balance,
  onCorrect,
}: {
  entry: FundEntry;
  amount: string;
  balance: string;
  onCorrect?: ((entry: FundEntry) => Promise<void>) | undefined;
}) {
  const [asking, setAsking] = useState(false);
  const { pending, problem, run } = useSubmit('finances');
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {fundEntryTitle(entry)}
          </Text>
          <Text size="xs" c="dimmed">
            {ledgerDate(entry.entry_date)}
            {entry.note && entry.kind !== 'share' ? ` · ${entry.note}` : ''}
          </Text>
        </div>
        <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
          <Text size="sm" fw={700}>
            {amount}
          </Text>
          <Text size="xs" c="dimmed">
            Balance {balance}
          </Text>
        </div>
      </Group>
      {onCorrect ? (
        asking ? (
          <Group gap="sm" mt="xs">
            <Text size="sm">Record a counter-entry of {amount.replace(/^-/, '')}?</Text>
            <Button
              size="sm"
              loading={pending}
              onClick={() => void run('Not corrected.', () => onCorrect(entry))}
            >
              Record counter-entry
            </Button>
            <Button size="sm" variant="default" onClick={() => setAsking(false)} disabled={pending}>
              Not now
            </Button>
          </Group>
        ) : (
          <Button size="sm" variant="subtle" mt={4} onClick={() => setAsking(true)}>
            Correct with a counter-entry
          </Button>
        )
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {problem}
        </Alert>
      ) : null}
    </Paper>
  );
}
