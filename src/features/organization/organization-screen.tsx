import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import {
  IconBed,
  IconBuildingBank,
  IconChartBar,
  IconBriefcase,
  IconBuildingStore,
  IconCalendarUser,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import { can, whoMayLines } from '../../data/lodge-roles';
import { Page } from '../../ui/page';
import { LinkCard } from './link-card';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { useLodgeActor } from '../../lib/lodge/lodge-context';
import { showNotification } from '../../ui/notify';
import { savedWords } from '../../lib/offline/saved-words';
import { LodgeMembershipCard } from './lodge-membership-card';
import { LodgeSettingsCard } from './lodge-settings-card';
import { organizationWrites, type OrganizationData, type OrganizationWrites } from './lodge-settings.data';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';

/**
 * Organization hub (/organization, spec §2): cards linking to the Business Model wizard (/business),
 * Products (/organization/products), Distribution (/organization/distribution), Team
 * (/organization/team) and Staff (/organization/staff; both issue 8); for owners and managers Rooms
 * (/organization/rooms, issue 31). With the lodge (issue 18): Lodge
 * settings for owners, and Remove sample content, Leave lodge and Delete lodge. For owners, managers and
 * trustees also Finances (/organization/finances) and the Community fund (/organization/community-fund;
 * issue 20).
 */
export function OrganizationScreen({
  lodge,
  userId,
  data,
  writes = organizationWrites,
}: {
  lodge?: LodgeMembership;
  userId?: string;
  data?: OrganizationData;
  writes?: OrganizationWrites;
} = {}) {
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
        {can(lodge?.role, 'manageProducts') ? (
          <LinkCard
            to="/organization/rooms"
            title="Rooms"
            description="Tents, chalets and rooms sold by the night: sleeps, nightly rate and out of order."
            icon={IconBed}
            color="cyan.9"
          />
        ) : null}
        {can(lodge?.role, 'viewFinances') ? (
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
        ) : lodge ? (
          // Staff reach Organization when sent away from Finances: say why, where its cards would be.
          <Text size="sm" c="dimmed">
            {whoMayLines.viewFinances}
          </Text>
        ) : null}
      </Stack>
      {lodge && userId && data ? (
        <LodgeSection lodge={lodge} userId={userId} data={data} writes={writes} />
      ) : null}
    </Page>
  );
}

/** The lodge's settings (owners) and its Leave / Delete / Remove sample content actions. */
function LodgeSection({
  lodge,
  userId,
  data,
  writes,
}: {
  lodge: LodgeMembership;
  userId: string;
  data: OrganizationData;
  writes: OrganizationWrites;
}) {
  const lodgeActor = useLodgeActor();
  const router = useRouter();
  const navigate = useNavigate();
  const [sampleContent, setSampleContent] = useState(data.settings?.sampleContent ?? false);
  const person = useOutboxPerson();
  // Issue 33: the settings as last read or saved — the version the next save is conditional on.
  const [opened, setOpened] = useState(data.settings);
  /** Opens another lodge of the person's (or lets the lodge machine find or make one). */
  const leaveForAnotherLodge = () => {
    const other = lodgeActor?.getSnapshot().context.lodges.find((l) => l.lodgeId !== lodge.lodgeId);
    lodgeActor?.send({ type: 'lodge.joined', lodgeId: other?.lodgeId ?? '' });
    void navigate({ to: '/' });
  };
  return (
    <>
      {lodge.role === 'owner' && data.settings ? (
        <LodgeSettingsCard
          settings={data.settings}
          onSave={async (settings, over) => {
            const seen = over ?? opened?.updatedAt ?? null;
            const from = opened ?? data.settings;
            if (!from) return;
            const change = { lodgeId: lodge.lodgeId, opened: from, settings, seen };
            const edited = await writes.saveSettings(change, person);
            if (edited.theirs) return edited.theirs;
            setOpened({ ...edited.saved, currencyLocked: from.currencyLocked ?? false });
            showNotification({ tone: 'success', title: savedWords('lodgeSettings.edit', change, edited) });
            // The drawer and the dashboard show the new name and location.
            lodgeActor?.send({ type: 'lodge.joined', lodgeId: lodge.lodgeId });
          }}
        />
      ) : null}
      {lodge.role === 'owner' && !data.settings ? (
        <Text size="sm" c="dimmed">
          Lodge settings need a connection. They appear here when the signal is back.
        </Text>
      ) : null}
      <LodgeMembershipCard
        lodge={lodge}
        sampleContent={sampleContent}
        onRemoveSample={async () => {
          await writes.removeSampleContent(lodge.lodgeId);
          setSampleContent(false);
          showNotification({ tone: 'success', title: 'Sample content removed' });
          // Issue 34: the lodge machine reads the lodge again (no longer a sample lodge), so the
          // dashboard's "Sample content" banner goes — and the lodges' day-pack copy is rewritten, so
          // it stays gone after a reload and offline.
          lodgeActor?.send({ type: 'lodge.joined', lodgeId: lodge.lodgeId });
          void router.invalidate();
        }}
        onLeave={async () => {
          await writes.leaveLodge(lodge.lodgeId, userId);
          showNotification({ tone: 'success', title: `You left ${lodge.name}` });
          leaveForAnotherLodge();
        }}
        onDelete={async () => {
          await writes.deleteLodge(lodge.lodgeId);
          showNotification({ tone: 'success', title: `${lodge.name} was deleted` });
          leaveForAnotherLodge();
        }}
      />
    </>
  );
}
