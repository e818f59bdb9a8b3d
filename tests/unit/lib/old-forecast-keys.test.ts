// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { removeOldForecastKeys } from '../../../src/lib/weather/old-forecast-keys';
import { loadForecast } from '../../../src/lib/weather/forecast';
import { readFacts } from '../../support/copy-first';

beforeEach(() => localStorage.clear());

describe('old ecolodge.forecast.* keys (review of issues 18–19: never removed after the forecast moved into the day pack)', () => {
  it('removes every old forecast key and nothing else', () => {
    localStorage.setItem('ecolodge.forecast.lodge-a', '{"temperature":31}');
    localStorage.setItem('ecolodge.forecast.lodge-b', '{"temperature":28}');
    localStorage.setItem('ecolodge.lodge', 'lodge-a');
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    expect(removeOldForecastKeys(localStorage)).toBe(2);
    expect(Object.keys(localStorage).sort()).toEqual(['ecolodge.lodge', 'mantine-color-scheme-value']);
    expect(removeOldForecastKeys(localStorage)).toBe(0);
  });

  it('leaves storage that cannot be read alone', () => {
    const blocked = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      removeItem: () => {},
    };
    expect(removeOldForecastKeys(blocked)).toBe(0);
  });

  it('the app removes them once, the first time the dashboard asks for a forecast', async () => {
    localStorage.setItem('ecolodge.forecast.lodge-a', '{"temperature":31}');
    await loadForecast('u-neo', { lodgeId: 'lodge-a' }, readFacts());
    expect(localStorage.getItem('ecolodge.forecast.lodge-a')).toBeNull();
    // Once per run: a key written later (by nothing in this version) is not looked for again.
    localStorage.setItem('ecolodge.forecast.lodge-a', '{"temperature":31}');
    await loadForecast('u-neo', { lodgeId: 'lodge-a' }, readFacts());
    expect(localStorage.getItem('ecolodge.forecast.lodge-a')).not.toBeNull();
  });
});
