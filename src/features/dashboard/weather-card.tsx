import type { Icon } from '@tabler/icons-react';
import { IconCloud, IconCloudRain, IconCloudStorm, IconMapPin, IconSun } from '@tabler/icons-react';
import { Group, Stack, Text } from '@mantine/core';
import type { Weather, WeatherCondition } from '../../data/weather';

/** Icon and label for each condition (spec §1: sunny, cloudy, rainy or stormy), distinct for each. */
export const weatherLooks: Readonly<Record<WeatherCondition, { icon: Icon; label: string }>> = {
  sunny: { icon: IconSun, label: 'Sunny' },
  cloudy: { icon: IconCloud, label: 'Cloudy' },
  rainy: { icon: IconCloudRain, label: 'Rainy' },
  stormy: { icon: IconCloudStorm, label: 'Stormy' },
};

/**
 * Weather card (spec §1): location, temperature in °C and the condition as an icon with its label.
 * A real forecast (issue 18) says when it is for ("Forecast 06:00"). Sits on the dashboard's dark
 * green banner, so text is white (contrast over 6:1).
 */
export function WeatherCard({
  weather,
  forecastTime = null,
}: {
  weather: Weather;
  forecastTime?: string | null;
}) {
  const look = weatherLooks[weather.condition];
  const ConditionIcon = look.icon;
  return (
    <Group justify="space-between" wrap="nowrap" aria-label="Weather" role="group">
      <Stack gap={0}>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden="true" />
          <Text size="sm">{weather.location}</Text>
        </Group>
        <Text fz={40} fw={700} lh={1.1}>
          {weather.temperature} °C
        </Text>
        {forecastTime ? <Text size="sm">Forecast {forecastTime}</Text> : null}
      </Stack>
      <Stack gap={2} align="center">
        <ConditionIcon size={44} stroke={1.6} aria-hidden="true" data-condition={weather.condition} />
        <Text fw={600}>{look.label}</Text>
      </Stack>
    </Group>
  );
}
