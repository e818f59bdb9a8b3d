import type { Icon } from '@tabler/icons-react';
import { IconCloud, IconCloudRain, IconCloudStorm, IconMapPin, IconSun } from '@tabler/icons-react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { WeatherCondition } from '../../data/weather';
import type { LodgeWeather } from '../../lib/weather/lodge-weather';

/** Icon and label for each condition (spec §1: sunny, cloudy, rainy or stormy), distinct for each. */
export const weatherLooks: Readonly<Record<WeatherCondition, { icon: Icon; label: string }>> = {
  sunny: { icon: IconSun, label: 'Sunny' },
  cloudy: { icon: IconCloud, label: 'Cloudy' },
  rainy: { icon: IconCloudRain, label: 'Rainy' },
  stormy: { icon: IconCloudStorm, label: 'Stormy' },
};

/**
 * Weather card (spec §1): location, temperature in °C and the condition as an icon with its label.
 * A forecast says when it is for ("Forecast 06:00", issue 18); the sample lodge's sample weather is
 * marked "Sample"; without either it says "No forecast" (issue 34: never the sample as if real), with
 * "Set the lodge's location" for someone who may set it (`canSetLocation`: owners). Sits on the
 * dashboard's dark green banner, so text is white (contrast over 6:1).
 */
export function WeatherCard({
  weather: shown,
  canSetLocation = false,
}: {
  weather: LodgeWeather;
  canSetLocation?: boolean;
}) {
  const location = shown.kind === 'none' ? shown.location : shown.weather.location;
  const place = location ? (
    <Group gap={4} wrap="nowrap">
      <IconMapPin size={16} aria-hidden="true" />
      <Text size="sm">{location}</Text>
    </Group>
  ) : null;
  if (shown.kind === 'none') {
    return (
      <Stack gap={2} aria-label="Weather" role="group">
        {place}
        <Text fw={700} size="lg">
          No forecast
        </Text>
        {shown.reason === 'unavailable' ? (
          <Text size="sm">The forecast could not be fetched. It shows once the service answers.</Text>
        ) : canSetLocation ? (
          <Anchor component={Link} to="/organization" c="white" underline="always" size="sm">
            Set the lodge's location
          </Anchor>
        ) : (
          <Text size="sm">An owner can set the lodge's location for a forecast.</Text>
        )}
      </Stack>
    );
  }
  const { weather } = shown;
  const look = weatherLooks[weather.condition];
  const ConditionIcon = look.icon;
  return (
    <Group justify="space-between" wrap="nowrap" aria-label="Weather" role="group">
      <Stack gap={0}>
        {place}
        <Group gap="xs" wrap="nowrap" align="center">
          <Text fz={40} fw={700} lh={1.1}>
            {weather.temperature} °C
          </Text>
          {shown.kind === 'sample' ? (
            <Badge variant="white" color="lodge.9" title="Sample weather: not a forecast">
              Sample
            </Badge>
          ) : null}
        </Group>
        {shown.kind === 'forecast' ? <Text size="sm">Forecast {shown.time}</Text> : null}
      </Stack>
      <Stack gap={2} align="center">
        <ConditionIcon size={44} stroke={1.6} aria-hidden="true" data-condition={weather.condition} />
        <Text fw={600}>{look.label}</Text>
      </Stack>
    </Group>
  );
}
