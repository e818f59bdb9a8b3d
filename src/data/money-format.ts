/**
 * Amounts as a person reads them (issue 20), kept apart from the rest of `money.ts` because the
 * offline commands table (in the signed-in start's first download) names payments with them.
 */

/** How a payment was made (issue 20 "Record payment"), in the order the form offers them. */
export const paymentMethods = ['cash', 'mobile_money', 'card', 'bank_transfer', 'channel'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  mobile_money: 'Mobile money',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  channel: 'Paid to channel',
};

/** The digits after the decimal point of a currency (BWP, USD 2; JPY 0), from Intl. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units as a person reads it in the lodge's currency: BWP 35000 → "P 350.00",
 * USD 1999 → "$19.99", negative amounts with a minus. Never used for sums.
 */
export function formatMoney(minor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-BW', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      formatter = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    }
    formatters.set(currency, formatter);
  }
  const digits = minorDigits(currency);
  // Pula reads "P 350.00" (a space after the one-letter symbol), as Batswana write it.
  const text = formatter.format(minor / 10 ** digits);
  return currency === 'BWP' ? text.replace(/^(-?)P\s?/, '$1P ') : text;
}

/**
 * {@link formatMoney} with no-break spaces, for amounts inside running text: "P 350.00" never breaks
 * between the "P" and its figures on a narrow phone (issue 34: "money lines break inside an amount").
 */
export const formatMoneyUnbroken = (minor: number, currency: string): string =>
  formatMoney(minor, currency).replace(/ /g, '\u00a0');
