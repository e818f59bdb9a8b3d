// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  conditionOfWeatherCode,
  fetchForecast,
  keptForecast,
  loadForecast,
  weatherBaseUrl,
} from '../../../src/lib/weather/forecast';
import { set } from 'idb-keyval';
import { dayPackStore, wipeDayPack } from '../../../src/lib/offline/day-pack';
import { packKey } from '../../../src/lib/offline/lodge-pack';
import { takeCopyShown } from '../../../src/lib/offline/copy-first';
import { readFacts } from '../../support/copy-first';

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

beforeEach(async () => {
  asked.length = 0;
  await wipeDayPack();
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

  it('keeps the last forecast in the day pack for offline use, and falls back to it when the service fails', async () => {
    const lodge = { lodgeId: 'lodge-w', latitude: -19.13, longitude: 23.47 };
    const sunny = { temperature: 31, condition: 'sunny', time: '06:00' };
    answer = {
      status: 200,
      body: { current: { time: '2026-11-26T06:00', temperature_2m: 31, weather_code: 0 } },
    };
    expect(await loadForecast('u1', lodge, readFacts(), { baseUrl })).toEqual(sunny);
    answer = { status: 503, body: {} };
    expect(await loadForecast('u1', lodge, readFacts(), { baseUrl })).toEqual(sunny);
    expect((await keptForecast('u1', 'lodge-w'))?.time).toBe('06:00');
    // Per person (a shared phone), and opened on the copy without asking (issue 22).
    expect(await keptForecast('u2', 'lodge-w')).toBeNull();
    asked.length = 0;
    await set(packKey('u1', 'lodge-w'), { tables: {} }, dayPackStore()!);
    expect(
      await loadForecast(
        'u1',
        lodge,
        readFacts(() => true),
        { baseUrl },
      ),
    ).toEqual(sunny);
    expect(asked).toEqual([]);
  });

  it('bug: a forecast opened on the copy was never asked again — it notes the copy, so the dashboard is read again when the server answers', async () => {
    const lodge = { lodgeId: 'lodge-copy', latitude: -19.13, longitude: 23.47 };
    const facts = readFacts(() => true);
    asked.length = 0;
    answer = { status: 503, body: {} };
    // A cold start with nothing of the lodge kept: the service is asked, nothing noted (the screens
    // read the server anyway).
    expect(await loadForecast('u1', lodge, facts, { baseUrl })).toBeNull();
    expect(asked).toHaveLength(1);
    expect(takeCopyShown(facts.dayPack)).toBe(false);
    // The lodge's rows kept on the phone: the kept forecast without asking, and the copy is noted.
    await set(packKey('u1', 'lodge-copy'), { tables: {} }, dayPackStore()!);
    expect(await loadForecast('u1', lodge, facts, { baseUrl })).toBeNull();
    expect(asked).toHaveLength(1);
    expect(takeCopyShown(facts.dayPack)).toBe(true);
  });

  it('is wiped with the day pack at sign-out', async () => {
    const lodge = { lodgeId: 'lodge-w', latitude: -19.13, longitude: 23.47 };
    answer = {
      status: 200,
      body: { current: { time: '2026-11-26T06:00', temperature_2m: 31, weather_code: 0 } },
    };
    await loadForecast('u1', lodge, readFacts(), { baseUrl });
    await wipeDayPack();
    expect(await keptForecast('u1', 'lodge-w')).toBeNull();
  });

  it('asks nothing for a lodge without coordinates (the sample weather shows)', async () => {
    expect(
      await loadForecast('u1', { lodgeId: 'sample', latitude: null, longitude: null }, readFacts(), {
        baseUrl,
      }),
    ).toBeNull();
    expect(asked).toEqual([]);
  });
});
