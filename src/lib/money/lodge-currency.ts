import { useEffect, useState } from 'react';
import { fetchLodgeMoneySettings } from '../supabase/lodge-money';

const known = new Map<string, string>();
const storageKey = (lodgeId: string) => `ecolodge-currency:${lodgeId}`;

/**
 * The lodge's currency (ISO 4217, `lodges.currency`) for screens that show prices beside other rows
 * (products, issue 20): read once per lodge and app start, the last answer kept on the phone for
 * offline. Null until known (prices then show without formatting).
 */
export function useLodgeCurrency(lodgeId: string): string | null {
  const [currency, setCurrency] = useState<string | null>(() => {
    const cached = known.get(lodgeId);
    if (cached) return cached;
    try {
      return localStorage.getItem(storageKey(lodgeId));
    } catch {
      return null;
    }
  });
  useEffect(() => {
    if (known.has(lodgeId)) return;
    let live = true;
    fetchLodgeMoneySettings(lodgeId).then(
      (settings) => {
        known.set(lodgeId, settings.currency);
        try {
          localStorage.setItem(storageKey(lodgeId), settings.currency);
        } catch {
          // Storage full or blocked: the screen still has it for now.
        }
        if (live) setCurrency(settings.currency);
      },
      () => undefined, // offline or refused: the kept copy (or none) stays
    );
    return () => {
      live = false;
    };
  }, [lodgeId]);
  return currency;
}
