import { Stack } from '@mantine/core';
import {
  IconBuildingBank,
  IconChartBar,
  IconBriefcase,
  IconBuildingStore,
  IconCalendarUser,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import { Page } from '../../ui/page';
import { LinkCard } from './link-card';

/**
 * Organization hub (/organization, spec §2): cards linking to the Business Model wizard (/business),
 * Products (/organization/products), Distribution (/organization/distribution), Team
 * (/organization/team) and Staff (/organization/staff; both issue 8); for owners, managers and
 * trustees also Finances (/organization/finances) and the Community fund (/organization/community-fund;
 * issue 20).
 */
export function OrganizationScreen({ role }: { role?: LodgeRole | undefined } = {}) {
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
        <LinkCard
          to="/organization/staff"
          title="Staff"
          description="Guides, polers and everyone else who works here, and who is on shift which day."
          icon={IconCalendarUser}
          color="teal.9"
        />
        {can(role, 'viewFinances') ? (
          <>
            <LinkCard
              to="/organization/finances"
              title="Finances"
              description="What the lodge earned each month: revenue, costs, profit and the community's share."
              icon={IconChartBar}
              color="indigo.8"
            />
            <LinkCard
              to="/organization/community-fund"
              title="Community fund"
              description="The community's share of each month's profit, what was paid out, and the balance."
              icon={IconBuildingBank}
              color="lime.9"
            />
          </>
        ) : null}
      </Stack>
    </Page>
  );
}
