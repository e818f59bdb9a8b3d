import { useState, type FormEvent } from 'react';
import { Button, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  formatMoney,
  parseMoney,
  paymentMethodLabels,
  paymentMethods,
  toDecimalString,
  type BookingItem,
  type Payment,
  isPaymentMethod,
  type PaymentMethod,
} from '../../data/money';
import { TEXT_LIMITS } from '../../data/field-limits';
import { DialogFooter, wrappingLabel } from '../dialog-footer';
import { LimitedTextInput } from '../limited-text';
import { useOnline } from '../use-online';
import { useSubmit } from '../use-submit';

/** A reason is at most 200 characters (the database's `change_reason`). */
const REASON_LIMIT = 200;

/** Said under Reason: why it matters. */
const REASON_HELP = 'Needed to remove it; the trustees read it.';

/** What a correction form hands back (minor units); `remove` carries the reason it needs. */
export type ItemCorrection =
  | { kind: 'change'; quantity: number; unitPrice: number; reason: string | null }
  | { kind: 'remove'; reason: string };
export type PaymentCorrection =
  | { kind: 'change'; amount: number; method: PaymentMethod; reference: string | null; reason: string | null }
  | { kind: 'remove'; reason: string };

/** One removal's reason field, with its error once Remove was pressed without one. */
function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <TextInput
      label="Reason"
      description={REASON_HELP}
      maxLength={REASON_LIMIT}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

/**
 * Said on a correction form with no signal (issue 32, decided: corrections stay online only). A change
 * to an item or payment is checked against the server's copy — the version it edits, whether its month
 * was closed meanwhile (then it becomes an adjustment in the next open month), who may correct it — so
 * it is never queued blind; the form keeps what was typed and its buttons wait for the signal.
 */
export const CORRECTION_NEEDS_CONNECTION =
  'No connection: a correction is saved only with a signal, because the server checks it against the month’s figures. What you typed stays here until then.';

/** The offline note above a correction form's buttons (nothing when online). */
function OfflineNote({ offline }: { offline: boolean }) {
  return offline ? (
    <Text size="sm" role="status" fw={600}>
      {CORRECTION_NEEDS_CONNECTION}
    </Text>
  ) : null;
}

/**
 * Saves a correction (issue 35: through useSubmit); a refusal stays on the form in the catalogue's
 * words (nothing typed is lost). `saving` is which button's attempt runs: the one last tried.
 */
function useCorrection(tried: 'change' | 'remove' | null) {
  const { pending, problem, run } = useSubmit('finances');
  return { saving: pending ? tried : null, problem, run };
}

/**
 * Correct an item (issue 32 "Correct, never rewrite"): its quantity and unit price, an optional reason,
 * **Save change**; or **Remove item** with a reason (required). The booking's month may be closed: the
 * server then counts the change in the next open month, and `closedNote` says so before saving.
 * Online only: with no signal the form says so and keeps what was typed ({@link CORRECTION_NEEDS_CONNECTION}).
 */
export function CorrectItemForm({
  item,
  currency,
  closedNote,
  onSave,
  onCancel,
}: {
  item: BookingItem;
  currency: string;
  /** Said above the buttons when the line counts in a closed month. */
  closedNote?: string | null;
  onSave: (correction: ItemCorrection) => Promise<void>;
  onCancel: () => void;
}) {
  const [quantity, setQuantity] = useState<number | string>(item.quantity);
  const [price, setPrice] = useState(toDecimalString(item.unitPrice, currency));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState<'change' | 'remove' | null>(null);
  const { saving, problem, run } = useCorrection(tried);
  const parsedPrice = parseMoney(price, currency);
  const quantityOk =
    typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= 10000;
  const reasonMissing = reason.trim() === '';
  const offline = !useOnline();

  const change = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (offline) return;
    setTried('change');
    if (!quantityOk || typeof quantity !== 'number' || 'error' in parsedPrice) return;
    void run('The item was not changed.', () =>
      onSave({ kind: 'change', quantity, unitPrice: parsedPrice.minor, reason: reason.trim() || null }),
    );
  };
  const remove = () => {
    if (offline) return;
    setTried('remove');
    if (reasonMissing) return;
    void run('The item was not removed.', () => onSave({ kind: 'remove', reason: reason.trim() }));
  };

  return (
    <form onSubmit={change} noValidate aria-label={`Correct ${item.productName}`}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Correct {item.productName}
        </Text>
        <NumberInput
          label={item.productType === 'accommodation' ? 'Quantity (nights)' : 'Quantity'}
          min={1}
          max={10000}
          allowDecimal={false}
          allowNegative={false}
          value={quantity}
          onChange={setQuantity}
          error={tried === 'change' && !quantityOk ? 'Enter a whole number from 1 to 10000' : null}
          data-autofocus
        />
        <TextInput
          label={`Unit price (${currency})`}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          error={tried === 'change' && 'error' in parsedPrice ? parsedPrice.error : null}
        />
        <ReasonField
          value={reason}
          onChange={setReason}
          error={tried === 'remove' && reasonMissing ? 'Say why it is removed' : null}
        />
        {closedNote ? (
          <Text size="sm" c="dimmed">
            {closedNote}
          </Text>
        ) : null}
        <OfflineNote offline={offline} />
        <Button
          variant="outline"
          color="red.9"
          onClick={remove}
          loading={saving === 'remove'}
          disabled={saving === 'change' || offline}
          {...wrappingLabel}
        >
          Remove item
        </Button>
        <DialogFooter
          onCancel={onCancel}
          confirmLabel="Save change"
          loading={saving === 'change'}
          disabled={saving === 'remove' || offline}
          problem={problem}
        />
      </Stack>
    </form>
  );
}

/**
 * Correct a payment (issue 32): amount (a refund with a minus), method and reference, an optional
 * reason, **Save change**; or **Remove payment** (recorded by mistake) with a reason. Its date stays.
 * Online only, as {@link CorrectItemForm}.
 */
export function CorrectPaymentForm({
  payment,
  currency,
  closedNote,
  onSave,
  onCancel,
}: {
  payment: Payment;
  currency: string;
  closedNote?: string | null;
  onSave: (correction: PaymentCorrection) => Promise<void>;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState(toDecimalString(payment.amount, currency));
  const [method, setMethod] = useState<PaymentMethod>(payment.method);
  const [reference, setReference] = useState(payment.reference ?? '');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState<'change' | 'remove' | null>(null);
  const { saving, problem, run } = useCorrection(tried);
  const parsed = parseMoney(amount, currency, { allowNegative: true });
  const amountError =
    'error' in parsed ? parsed.error : parsed.minor === 0 ? 'Enter an amount other than 0' : null;
  const reasonMissing = reason.trim() === '';
  const offline = !useOnline();
  const label = `${payment.amount < 0 ? 'refund' : 'payment'} of ${formatMoney(payment.amount, currency)}`;

  const change = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (offline) return;
    setTried('change');
    if (amountError || 'error' in parsed) return;
    void run('The payment was not changed.', () =>
      onSave({
        kind: 'change',
        amount: parsed.minor,
        method,
        reference: reference.trim() || null,
        reason: reason.trim() || null,
      }),
    );
  };
  const remove = () => {
    if (offline) return;
    setTried('remove');
    if (reasonMissing) return;
    void run('The payment was not removed.', () => onSave({ kind: 'remove', reason: reason.trim() }));
  };

  return (
    <form onSubmit={change} noValidate aria-label={`Correct the ${label}`}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Correct the {label}
        </Text>
        <TextInput
          label={`Amount (${currency})`}
          description="A refund is an amount with a minus, e.g. -50.00"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={tried === 'change' ? amountError : null}
          data-autofocus
        />
        <Select
          label="Method"
          data={paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }))}
          value={method}
          onChange={(value) => setMethod(value && isPaymentMethod(value) ? value : method)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <LimitedTextInput
          label="Reference"
          limit={TEXT_LIMITS.paymentReference}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
        <ReasonField
          value={reason}
          onChange={setReason}
          error={tried === 'remove' && reasonMissing ? 'Say why it is removed' : null}
        />
        {closedNote ? (
          <Text size="sm" c="dimmed">
            {closedNote}
          </Text>
        ) : null}
        <OfflineNote offline={offline} />
        <Button
          variant="outline"
          color="red.9"
          onClick={remove}
          loading={saving === 'remove'}
          disabled={saving === 'change' || offline}
          {...wrappingLabel}
        >
          Remove payment
        </Button>
        <DialogFooter
          onCancel={onCancel}
          confirmLabel="Save change"
          loading={saving === 'change'}
          disabled={saving === 'remove' || offline}
          problem={problem}
        />
      </Stack>
    </form>
  );
}
