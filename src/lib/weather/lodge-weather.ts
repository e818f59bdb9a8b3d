import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { sampleWeather, type Weather } from '../../data/weather';
import type { Forecast } from './forecast';

/**
 * The weather the dashboard shows for `lodge` (issue 18 "Weather that is real"): the lodge's own
 * forecast (°C and one of the spec's four conditions) when it has one, else the spec's sample weather
 * (§1: 32 °C, sunny); always at the lodge's own location when it has one. The one place that decides
 * between the two, so screens never read sample rows themselves.
 */
export function weatherOf(lodge: Pick<LodgeMembership, 'location'>, forecast: Forecast | null): Weather {
  return {
    location: lodge.location ?? sampleWeather.location,
    temperature: forecast?.temperature ?? sampleWeather.temperature,
    condition: forecast?.condition ?? sampleWeather.condition,
  };
}
