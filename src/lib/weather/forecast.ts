import type { WeatherCondition } from '../../data/weather';
import { readDayPackCopy, refreshDayPackCopy } from '../offline/day-pack';
import { drawsKeptCopy } from '../offline/lodge-pack';
import type { ReadFacts } from '../offline/copy-first';
import { browserOffline } from '../offline/network-failure';
import { removeOldForecastKeysOnce } from './old-forecast-keys';

/**
 * A real forecast for a lodge with coordinates (issue 18 "Weather that is real"): Open-Meteo's free
 * forecast API (no key). Tests point `VITE_WEATHER_URL` at a local stand-in; nothing here ever runs
 * against the internet in a test.
 */

/** Open-Meteo's forecast endpoint, or `VITE_WEATHER_URL` (a local stand-in in tests). */
export function weatherBaseUrl(env: Record<string, unknown> = import.meta.env): string {
  const url = env.VITE_WEATHER_URL;
  return typeof url === 'string' && url !== '' ? url : 'https://api.open-meteo.com/v1/forecast';
}

/** The forecast the dashboard shows: °C, one of the spec's four conditions, and when it is for. */
export interface Forecast {
  /** Degrees Celsius, rounded. */
  temperature: number;
  condition: WeatherCondition;
  /** The forecast's lodge-local time, `HH:mm` ("Forecast 06:00"). */
  time: string;
}

/**
 * The spec's four conditions from a WMO weather code (Open-Meteo `weather_code`): clear and mainly
 * clear → sunny; partly cloudy, overcast and fog → cloudy; drizzle, rain, snow and showers → rainy;
 * thunderstorms → stormy. An unknown code counts as cloudy.
 */
export function conditionOfWeatherCode(code: number): WeatherCondition {
  if (code === 0 || code === 1) return 'sunny';
  if (code >= 95) return 'stormy';
  if ((code >= 51 && code <= 67) || (code >= 71 && code <= 86)) return 'rainy';
  return 'cloudy';
}

interface OpenMeteoAnswer {
  current?: { time?: unknown; temperature_2m?: unknown; weather_code?: unknown };
}

/**
 * The current forecast at `latitude`, `longitude` (the lodge's time zone, `timezone=auto`).
 * @throws Error when there is no answer within `timeoutMs`, a non-2xx answer, or one without the fields.
 */
export async function fetchForecast(
  latitude: number,
  longitude: number,
  options: { baseUrl?: string; timeoutMs?: number; fetcher?: typeof fetch } = {},
): Promise<Forecast> {
  const url = new URL(options.baseUrl ?? weatherBaseUrl());
  url.searchParams.set('latitude', String(latitude));
  url.searchParams.set('longitude', String(longitude));
  url.searchParams.set('current', 'temperature_2m,weather_code');
  url.searchParams.set('timezone', 'auto');
  const response = await (options.fetcher ?? fetch)(url, {
    signal: AbortSignal.timeout(options.timeoutMs ?? 2500),
  });
  if (!response.ok) throw new Error(`The forecast service answered ${response.status}.`);
  const answer = (await response.json()) as OpenMeteoAnswer;
  const { time, temperature_2m: temperature, weather_code: code } = answer.current ?? {};
  if (typeof time !== 'string' || typeof temperature !== 'number' || typeof code !== 'number')
    throw new Error('The forecast service answered without a forecast.');
  return {
    temperature: Math.round(temperature),
    condition: conditionOfWeatherCode(code),
    time: time.slice(11, 16),
  };
}

/** Where the lodge's last forecast is kept in the person's day pack (wiped with it at sign-out). */
const copyKey = (lodgeId: string) => `forecast:${lodgeId}`;

/** The last forecast kept for the lodge in `userId`'s day pack, or null. */
export async function keptForecast(userId: string, lodgeId: string): Promise<Forecast | null> {
  return (await readDayPackCopy<Forecast>(userId, copyKey(lodgeId)))?.value ?? null;
}

/**
 * The lodge's forecast for the dashboard: a fresh one when the service answers, kept in the person's
 * day pack with its time ("Forecast 06:00") for offline use (issue 18), else the last one kept, else
 * null (the sample weather shows). No coordinates: null at once, no request. Offline, or while the
 * app shows the phone's copy of the lodge (issue 22, `drawsKeptCopy`: read again once the server
 * answers), the kept one without asking. A forecast
 * never changes what the offline banner says the screen shows. The first call of the app's run also
 * removes the forecasts an older version kept in localStorage.
 */
export async function loadForecast(
  userId: string,
  lodge: { lodgeId: string; latitude?: number | null; longitude?: number | null },
  facts: ReadFacts,
  options: { baseUrl?: string; fetcher?: typeof fetch } = {},
): Promise<Forecast | null> {
  removeOldForecastKeysOnce();
  const { latitude, longitude } = lodge;
  if (latitude == null || longitude == null) return null;
  // While the app shows the phone's copy: the kept forecast, read again once the server answers.
  if (await drawsKeptCopy(facts, userId, lodge.lodgeId)) return keptForecast(userId, lodge.lodgeId);
  if (!browserOffline()) {
    try {
      return await refreshDayPackCopy(facts.dayPack, userId, copyKey(lodge.lodgeId), () =>
        fetchForecast(latitude, longitude, options),
      );
    } catch {
      // The service failed or did not answer: the kept one, if any.
    }
  }
  return keptForecast(userId, lodge.lodgeId);
}
