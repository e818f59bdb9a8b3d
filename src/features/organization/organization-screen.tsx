import { Stack } from '@mantine/core';
import { IconBriefcase, IconBuildingStore, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import { Page } from '../../ui/page';
import { LinkCard } from './link-card';

/**
 * Organization hub (/organization, spec §2): cards linking to the Business Model wizard (/business),
 * Products (/organization/products), Distribution (/organization/distribution) and Team
 * (/organization/team, issue 8).
 */
export function OrganizationScreen() {
  return (
    <Page title="Organization" description="Plan what the lodge sells and where">
      <Stack gap="sm">
        <LinkCard
          to="/business"
          title="Business Model"
          description="Answer 8 short steps and get a recommended model with an ROI calculator."
          icon={IconBriefcase}
        />
        <LinkCard
          to="/organization/products"
          title="Products"
          description="Accommodation, activities and packages the lodge offers."
          icon={IconBuildingStore}
          color="blue.8"
        />
        <LinkCard
          to="/organization/distribution"
          title="Distribution Channels"
          description="Where guests book: directly, through agents and online."
          icon={IconWorld}
          color="grape.8"
        />
        <LinkCard
          to="/organization/team"
          title="Team"
          description="Who is in the lodge and their roles; invite someone with a code."
          icon={IconUsersGroup}
          color="orange.9"
        />
      </Stack>
    </Page>
  );
}
