import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can, whoMayLines } from '../../data/lodge-roles';
import { formatMoney, monthLabel, parseMoney } from '../../data/money';
import { showNotification } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useSubmit } from '../../ui/use-submit';
import { communityFundWrites, type CommunityFundData, type CommunityFundWrites } from './community-fund.data';
import { fundBalance } from './finances.data';
import { FundLedger } from './fund-ledger';
import { TEXT_LIMITS } from '../../data/field-limits';
import { LimitedTextInput } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';

/**
 * The community fund (/organization/community-fund, issue 20): the balance, the ledger (a row per
 * closed month's share, each disbursement and each counter-entry, with the running balance), and for
 * owners **Close month** (freezes the next month's figures and credits its share) and **Record
 * disbursement** (date, amount, purpose, who received it, note). Nothing is deleted: a mistaken
 * disbursement is corrected with a counter-entry. Managers and trustees read it.
 */
export function CommunityFundScreen({
  data,
  lodge,
  writes = communityFundWrites,
}: {
  data: CommunityFundData;
  lodge: LodgeMembership;
  writes?: CommunityFundWrites;
}) {
  const router = useRouter();
  const owner = can(lodge.role, 'closeMonths');
  const currency = data.settings.currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const [confirmClose, setConfirmClose] = useState(false);
  const closing = useSubmit('finances');
  const [disbursing, setDisbursing] = useState(false);
  const balance = fundBalance(data.entries);

  const month = data.toClose?.month;
  const close = () =>
    month &&
    closing.run('The month was not closed.', async () => {
      await writes.closeMonth(lodge.lodgeId, month);
      setConfirmClose(false);
      showNotification({ tone: 'success', title: `${monthLabel(month)} closed` });
      await router.invalidate();
    });

  return (
    <Page title="Community fund" description={data.settings.name}>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          Balance
        </Text>
        <Text fw={700} size="xl" aria-label={`Balance ${money(balance)}`}>
          {money(balance)}
        </Text>
        <Text size="xs" c="dimmed">
          {data.settings.communitySharePct} % of each closed month's profit, less what was paid out.
        </Text>
      </Paper>
      {owner ? null : (
        <Text size="sm" c="dimmed">
          {whoMayLines.closeMonths}
        </Text>
      )}
      {closing.problem ? (
        <Alert color="red" variant="light" role="alert">
          {closing.problem}
        </Alert>
      ) : null}
      {owner && data.toClose ? (
        confirmClose ? (
          <Alert color="blue" variant="light" role="alertdialog" aria-label="Close month">
            <Text size="sm" mb="xs">
              Close {monthLabel(data.toClose.month)}? Its figures are frozen and{' '}
              {money(data.toClose.summary.community_share)} is credited to the fund. Later changes to its
              bookings are carried into the next month.
            </Text>
            <Group gap="sm">
              <Button loading={closing.pending} onClick={() => void close()}>
                Close {monthLabel(data.toClose.month)}
              </Button>
              <Button variant="default" onClick={() => setConfirmClose(false)} disabled={closing.pending}>
                Not yet
              </Button>
            </Group>
          </Alert>
        ) : (
          <Button onClick={() => setConfirmClose(true)}>Close month</Button>
        )
      ) : null}
      {owner ? (
        disbursing ? (
          <DisbursementForm
            currency={currency}
            today={data.today}
            onCancel={() => setDisbursing(false)}
            onRecord={async (disbursement) => {
              await writes.recordDisbursement({ ...disbursement, lodgeId: lodge.lodgeId });
              setDisbursing(false);
              showNotification({ tone: 'success', title: 'Disbursement recorded' });
              await router.invalidate();
            }}
          />
        ) : (
          <Button variant="light" onClick={() => setDisbursing(true)}>
            Record disbursement
          </Button>
        )
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h4">
          Ledger
        </Title>
        <FundLedger
          entries={data.entries}
          currency={currency}
          onCorrect={
            owner
              ? async (entry) => {
                  await writes.reverseEntry(entry.id, 'Correction');
                  showNotification({ tone: 'success', title: 'Counter-entry recorded' });
                  await router.invalidate();
                }
              : undefined
          }
        />
      </Stack>
    </Page>
  );
}

function DisbursementForm({
  currency,
  today,
  onRecord,
  onCancel,
}: {
  currency: string;
  today: string;
  onRecord: (disbursement: {
    id: string;
    date: string;
    amount: number;
    purpose: string;
    recipient: string;
    note: string | null;
  }) => Promise<void>;
  onCancel: () => void;
}) {
  const [id] = useState(() => crypto.randomUUID());
  const [date, setDate] = useState(today);
  const [amount, setAmount] = useState('');
  const [purpose, setPurpose] = useState('');
  const [recipient, setRecipient] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const save = useSubmit('finances');
  const parsed = parseMoney(amount, currency);
  const amountError =
    'error' in parsed ? parsed.error : parsed.minor === 0 ? 'Enter an amount above 0' : null;
  const required = (value: string) => (tried && value.trim() === '' ? 'Required' : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (amountError || 'error' in parsed || !purpose.trim() || !recipient.trim() || !date) return;
    const disbursement = {
      id,
      date,
      amount: parsed.minor,
      purpose: purpose.trim(),
      recipient: recipient.trim(),
      note: note.trim() || null,
    };
    await save.run('The disbursement was not recorded.', () => onRecord(disbursement));
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Record disbursement">
        <Stack gap="xs">
          <TextInput
            type="date"
            label="Date"
            withAsterisk
            value={date}
            max={today}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={required(date)}
          />
          <TextInput
            label={`Amount (${currency})`}
            withAsterisk
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={tried ? amountError : null}
            data-autofocus
          />
          <LimitedTextInput
            label="Purpose"
            description='For example "School bursaries"'
            withAsterisk
            limit={TEXT_LIMITS.fundPurpose}
            value={purpose}
            onChange={(event) => setPurpose(event.currentTarget.value)}
            error={required(purpose)}
          />
          <LimitedTextInput
            label="Received by"
            withAsterisk
            limit={TEXT_LIMITS.fundRecipient}
            value={recipient}
            onChange={(event) => setRecipient(event.currentTarget.value)}
            error={required(recipient)}
          />
          <LimitedTextInput
            label="Note"
            description="Optional"
            limit={TEXT_LIMITS.fundNote}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <DialogFooter
            onCancel={onCancel}
            confirmLabel="Record disbursement"
            loading={save.pending}
            problem={save.problem}
          />
        </Stack>
      </form>
    </Paper>
  );
}
