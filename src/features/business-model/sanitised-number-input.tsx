import { useState, type ReactNode } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A NumberInput showing what is typed while focused (so clearing the field to retype works) and the
 * machine's sanitised value once it loses focus (spec §5: e.g. an emptied price shows $0 again).
 * The minus sign is always accepted as typed, so "-20" reaches the machine as -20 and is clamped to
 * the field's minimum (spec §5), instead of the input dropping the sign and keeping 20 (issue 12).
 */
export function SanitisedNumberInput({
  value,
  onValue,
  label,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange' | 'label'> & {
  /** The sanitised value held by the machine. */
  value: number;
  /** Every edit, raw (number, or text while typing); the machine sanitises it. */
  onValue: (value: number | string) => void;
  label: ReactNode;
}) {
  const [draft, setDraft] = useState<number | string | null>(null);
  return (
    <NumberInput
      {...props}
      allowNegative
      label={label}
      value={draft ?? value}
      onChange={(next) => {
        setDraft(next);
        onValue(next);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
