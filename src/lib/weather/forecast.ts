import type { WeatherCondition } from '../../data/weather';

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

const keyFor = (lodgeId: string) => `ecolodge.forecast.${lodgeId}`;

/** The last forecast kept for the lodge on this phone, or null. */
export function keptForecast(lodgeId: string): Forecast | null {
  try {
    const text = localStorage.getItem(keyFor(lodgeId));
    return text ? (JSON.parse(text) as Forecast) : null;
  } catch {
    return null;
  }
}

/**
 * The lodge's forecast for the dashboard: a fresh one when the service answers (kept on the phone for
 * offline use, with its time), else the last one kept, else null (the sample weather shows). No
 * coordinates: null at once, no request.
 */
export async function loadForecast(
  lodge: { lodgeId: string; latitude?: number | null; longitude?: number | null },
  options: { baseUrl?: string; fetcher?: typeof fetch } = {},
): Promise<Forecast | null> {
  if (lodge.latitude == null || lodge.longitude == null) return null;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return keptForecast(lodge.lodgeId);
  try {
    const forecast = await fetchForecast(lodge.latitude, lodge.longitude, options);
    try {
      localStorage.setItem(keyFor(lodge.lodgeId), JSON.stringify(forecast));
    } catch {
      // Not kept: offline shows the sample weather.
    }
    return forecast;
  } catch {
    return keptForecast(lodge.lodgeId);
  }
}
