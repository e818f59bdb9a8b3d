import type { Icon } from '@tabler/icons-react';
import { IconBed, IconCompass, IconPackage, IconWorldWww } from '@tabler/icons-react';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { channelShares, distributionChannels, type DistributionChannel } from '../../data/distribution';
import { Page } from '../../ui/page';
import { LinkCard } from './link-card';

const channelIcons: Readonly<Record<DistributionChannel['id'], Icon>> = {
  activities: IconCompass,
  accommodation: IconBed,
  packages: IconPackage,
  website: IconWorldWww,
};

/** Bar colours of the strategy panel's shares (dark enough for 3:1 against white). */
const shareColors = {
  direct: { color: 'lodge.7', css: 'var(--mantine-color-lodge-7)' },
  ota: { color: 'blue.8', css: 'var(--mantine-color-blue-8)' },
} as const;

/**
 * Distribution Channels (/organization/distribution, spec §2): four channel cards linking to
 * /organization/distribution/{activities,accommodation,packages,website} (no routes: they land on the
 * 404 page, as the spec says) and a strategy panel with the sample shares direct 45 %, OTA 55 %.
 */
export function DistributionScreen() {
  return (
    <Page title="Distribution Channels" description="Where each product is sold">
      <Stack gap="sm">
        {distributionChannels.map((channel) => (
          <LinkCard
            key={channel.id}
            to={channel.path}
            title={channel.title}
            description={channel.description}
            icon={channelIcons[channel.id]}
          />
        ))}
      </Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="distribution-strategy">
        <Stack gap="sm">
          <Title order={2} size="h4" id="distribution-strategy">
            Distribution Strategy
          </Title>
          <Text size="sm">
            Share of this season’s bookings by channel. Every direct booking saves the OTA commission.
          </Text>
          <Progress.Root size={28} radius="md">
            {channelShares.map((share) => (
              <Progress.Section
                key={share.id}
                value={share.share}
                color={shareColors[share.id].color}
                aria-label={share.label}
              >
                <Progress.Label>{share.share}%</Progress.Label>
              </Progress.Section>
            ))}
          </Progress.Root>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {channelShares.map((share) => (
              <Group component="li" key={share.id} justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <span
                    aria-hidden="true"
                    style={{
                      width: 12,
                      height: 12,
                      borderRadius: 3,
                      background: shareColors[share.id].css,
                    }}
                  />
                  <Text size="sm">{share.label}</Text>
                </Group>
                <Text fw={700}>{share.share}%</Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      </Paper>
    </Page>
  );
}
