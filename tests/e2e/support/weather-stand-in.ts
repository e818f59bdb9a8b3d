import { createServer } from 'node:http';

/** What the stand-in forecasts, whatever the place: 27.4 °C with rain (WMO code 61) at 06:00, lodge time. */
export const standInForecast = { temperature: 27, label: 'Rainy', time: '06:00' };

/**
 * A local stand-in for Open-Meteo's forecast API (issue 18 "Weather that is real": tests never ask the
 * internet). The app is built with `VITE_WEATHER_URL` pointing here. It answers every request with
 * the same current forecast, in Open-Meteo's shape, with the CORS header a browser needs.
 * Returns its URL and how to stop it.
 */
export async function startWeatherStandIn(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const today = new Date().toISOString().slice(0, 10);
    response.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(
      JSON.stringify({
        current: { time: `${today}T${standInForecast.time}`, temperature_2m: 27.4, weather_code: 61 },
      }),
    );
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1/forecast`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
