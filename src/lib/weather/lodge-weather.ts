import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { sampleWeather, type Weather } from '../../data/weather';
import type { Forecast } from './forecast';

/**
 * What the dashboard's weather card shows (issue 34, "Sample weather shown as real"):
 * - `forecast`: the lodge's forecast, fresh or the last one kept, with the time it is for;
 * - `sample`: the spec's sample weather (§1: 32 °C, sunny), only for a lodge that still holds the
 *   sample content and has no coordinates, and always marked "Sample";
 * - `none`: "No forecast": no coordinates (`noLocation`: an owner is offered to set them), or the
 *   forecast could not be fetched and none was kept (`unavailable`).
 */
export type LodgeWeather =
  | { kind: 'forecast'; weather: Weather; time: string }
  | { kind: 'sample'; weather: Weather }
  | { kind: 'none'; location: string | null; reason: 'noLocation' | 'unavailable' };

/**
 * The weather the dashboard shows for `lodge`, given its forecast (null: none fetched nor kept). The
 * one place that decides, so screens never read sample rows themselves (issues 18, 34).
 */
export function weatherOf(
  lodge: Pick<LodgeMembership, 'location' | 'latitude' | 'longitude' | 'sample'>,
  forecast: Forecast | null,
): LodgeWeather {
  const location = lodge.location ?? null;
  if (forecast) {
    return {
      kind: 'forecast',
      weather: {
        location: location ?? sampleWeather.location,
        temperature: forecast.temperature,
        condition: forecast.condition,
      },
      time: forecast.time,
    };
  }
  const located = lodge.latitude != null && lodge.longitude != null;
  if (!located && lodge.sample === true) {
    return { kind: 'sample', weather: { ...sampleWeather, location: location ?? sampleWeather.location } };
  }
  return { kind: 'none', location, reason: located ? 'unavailable' : 'noLocation' };
}
