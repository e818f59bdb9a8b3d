/** The four conditions the weather card knows (spec §1). */
export const weatherConditions = ['sunny', 'cloudy', 'rainy', 'stormy'] as const;

/** One of {@link weatherConditions}. */
export type WeatherCondition = (typeof weatherConditions)[number];

/**
 * Weather card (spec §3): a location, a temperature in degrees Celsius and a condition. Sample only;
 * no weather service is called.
 */
export interface Weather {
  location: string;
  /** Degrees Celsius. */
  temperature: number;
  condition: WeatherCondition;
}

/** The dashboard sample: 32 °C and sunny (spec §1). */
export const sampleWeather: Weather = {
  location: 'Boro, Okavango Delta',
  temperature: 32,
  condition: 'sunny',
};
