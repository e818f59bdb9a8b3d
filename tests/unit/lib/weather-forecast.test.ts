// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  conditionOfWeatherCode,
  fetchForecast,
  keptForecast,
  loadForecast,
  weatherBaseUrl,
} from '../../../src/lib/weather/forecast';

/** A local stand-in for Open-Meteo's forecast API: never the internet in a test. */
let server: Server;
let baseUrl: string;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const asked: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(new URL(request.url ?? '/', 'http://stand-in'));
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
});

describe('the real forecast (issue 18)', () => {
  it('maps WMO weather codes to the spec’s four conditions', () => {
    expect([0, 1].map(conditionOfWeatherCode)).toEqual(['sunny', 'sunny']);
    expect([2, 3, 45, 48].map(conditionOfWeatherCode)).toEqual(['cloudy', 'cloudy', 'cloudy', 'cloudy']);
    expect([51, 61, 65, 71, 80, 82].map(conditionOfWeatherCode)).toEqual(Array(6).fill('rainy'));
    expect([95, 96, 99].map(conditionOfWeatherCode)).toEqual(['stormy', 'stormy', 'stormy']);
  });

  it('asks Open-Meteo unless VITE_WEATHER_URL points elsewhere', () => {
    expect(weatherBaseUrl({})).toBe('https://api.open-meteo.com/v1/forecast');
    expect(weatherBaseUrl({ VITE_WEATHER_URL: 'http://127.0.0.1:9/f' })).toBe('http://127.0.0.1:9/f');
  });

  it('reads °C, the condition and the forecast’s time from the stand-in', async () => {
    answer = {
      status: 200,
      body: { current: { time: '2026-11-26T06:00', temperature_2m: 27.6, weather_code: 95 } },
    };
    expect(await fetchForecast(-19.13, 23.47, { baseUrl })).toEqual({
      temperature: 28,
      condition: 'stormy',
      time: '06:00',
    });
    expect(asked[0]?.searchParams.get('latitude')).toBe('-19.13');
    expect(asked[0]?.searchParams.get('current')).toBe('temperature_2m,weather_code');
  });

  it('keeps the last forecast for offline use, and falls back to it when the service fails', async () => {
    const lodge = { lodgeId: 'lodge-w', latitude: -19.13, longitude: 23.47 };
    answer = {
      status: 200,
      body: { current: { time: '2026-11-26T06:00', temperature_2m: 31, weather_code: 0 } },
    };
    expect(await loadForecast(lodge, { baseUrl })).toEqual({
      temperature: 31,
      condition: 'sunny',
      time: '06:00',
    });
    answer = { status: 503, body: {} };
    expect(await loadForecast(lodge, { baseUrl })).toEqual(keptForecast('lodge-w'));
    expect(keptForecast('lodge-w')?.time).toBe('06:00');
  });

  it('asks nothing for a lodge without coordinates (the sample weather shows)', async () => {
    expect(
      await loadForecast({ lodgeId: 'sample', latitude: null, longitude: null }, { baseUrl }),
    ).toBeNull();
    expect(asked).toEqual([]);
  });
});
