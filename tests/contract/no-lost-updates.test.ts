import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideSupabase } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.ts';
import { fetchDailyNotes, insertDailyNote } from '../../src/lib/supabase/daily-notes';
import { updateDailyNote } from '../../src/lib/supabase/daily-note-edits';
import { fetchBooking, insertBooking } from '../../src/lib/supabase/bookings';
import { updateBooking } from '../../src/lib/supabase/booking-edits';
import { fetchProducts, insertProduct, updateProduct } from '../../src/lib/supabase/products';
import { RowGone } from '../../src/lib/supabase/update-if-unchanged';
import { insertBookingNote } from '../../src/lib/supabase/booking-notes';
import { updateBookingNote } from '../../src/lib/supabase/booking-note-edits';
import {
  fetchDistributionChannels,
  insertDistributionChannel,
  updateDistributionChannel,
} from '../../src/lib/supabase/distribution-channels';
import {
  fetchStaffMembers,
  insertStaffMember,
  updateStaffMember,
} from '../../src/lib/supabase/staff-members';
import { fetchLodgeSettings, saveLodgeSettings } from '../../src/lib/supabase/lodge-settings';
import { fetchReviews, insertReview, updateReview } from '../../src/lib/supabase/reviews';
import {
  fetchFeedbackScores,
  insertFeedbackScore,
  updateFeedbackScore,
} from '../../src/lib/supabase/feedback-scores';
import { fetchSocialMentions, updateSocialMention } from '../../src/lib/supabase/social-mentions';
import {
  fetchMessageTemplates,
  insertMessageTemplate,
  updateMessageTemplate,
} from '../../src/lib/supabase/message-templates';
import { fetchLodgeMembers, updateMemberRole } from '../../src/lib/supabase/lodge-members';
import { commandOf } from '../../src/lib/offline/commands';
import { sendCommand } from '../../src/lib/offline/send-command';
import { type TestBackend, sharedTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';

/**
 * Issue 33 "No lost updates, anywhere", through the app's data modules against the embedded backend:
 * an edit is `PATCH …&updated_at=eq.<seen>`; when another person saved the row after it was opened,
 * nothing is written and the row comes back with who changed it (`updated_by`, set by the server) —
 * for daily notes, bookings and products. Keep mine (the same change over their version) saves, and
 * writes only the fields the person changed.
 */
const as = (client: SupabaseClient<Database>) => provideSupabase(client);
afterAll(() => provideSupabase(null));

let backend: TestBackend;
let world: LodgeWorld;

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'lost33');
  for (const person of ['owner', 'manager'] as const)
    must(
      await world.admin
        .from('profiles')
        .update({ full_name: person === 'owner' ? 'Kagiso Owner' : 'Neo Manager' })
        .eq('id', world.people[person].userId)
        .select('id'),
    );
});
afterAll(async () => {
  await backend?.stop();
});

describe('No lost updates, anywhere (issue 33): conditional updates on the backend', () => {
  it("an edit the policy refuses is a refusal by role (42501), never someone else's change — staff editing a product, nothing written", async () => {
    as(world.people.manager.client);
    const product = await insertProduct(world.lodgeA, {
      id: crypto.randomUUID(),
      name: 'Village walk',
      description: 'One hour',
      type: 'activity',
      image: '',
    });
    as(world.people.staff.client);
    await expect(updateProduct({ ...product, name: 'Renamed by staff' }, product)).rejects.toMatchObject({
      code: '42501',
    });
    as(world.people.manager.client);
    const kept = (await fetchProducts(world.lodgeA)).find((row) => row.id === product.id);
    expect(kept?.name).toBe(product.name);
  });

  it('a daily note edited by two people: the second is told who changed it, nothing is overwritten', async () => {
    as(world.people.manager.client);
    const note = await insertDailyNote({ lodgeId: world.lodgeA, date: '2026-11-29', text: 'Boat 2 leaks' });
    expect(note.updatedAt).toBeTruthy();
    as(world.people.owner.client);
    const first = await updateDailyNote(note.id, 'Boat 2 mended', note.updatedAt);
    expect(first.saved?.text).toBe('Boat 2 mended');

    as(world.people.manager.client);
    const second = await updateDailyNote(note.id, 'Boat 2 leaks at the stern', note.updatedAt);
    expect(second.saved).toBeUndefined();
    expect(second.theirs).toMatchObject({ byName: 'Kagiso Owner', at: first.saved?.updatedAt });
    expect(second.theirs?.row.text).toBe('Boat 2 mended');
    const [kept] = await fetchDailyNotes(world.lodgeA, '2026-11-29');
    expect(kept?.text).toBe('Boat 2 mended');

    // Keep mine: over their version.
    const mine = await updateDailyNote(note.id, 'Boat 2 leaks at the stern', second.theirs?.at);
    expect(mine.saved?.text).toBe('Boat 2 leaks at the stern');
  });

  it('a booking edited by two people: the second is asked; Keep mine writes only the field it changed', async () => {
    as(world.people.manager.client);
    const details = { date: '2026-12-01', time: '06:00', name: 'Morning Mokoro', guests: 2 };
    const booking = await insertBooking(world.lodgeA, details);
    as(world.people.owner.client);
    const first = await updateBooking(world.lodgeA, booking.id, { ...details, time: '07:00' }, booking);
    expect(first.saved?.time).toBe('07:00');

    as(world.people.manager.client);
    const second = await updateBooking(
      world.lodgeA,
      booking.id,
      { ...details, name: 'Sunset cruise' },
      booking,
    );
    expect(second.theirs).toMatchObject({ byName: 'Kagiso Owner' });
    expect(await fetchBooking(booking.id)).toMatchObject({ name: 'Morning Mokoro', time: '07:00' });

    const mine = await updateBooking(
      world.lodgeA,
      booking.id,
      { ...details, name: 'Sunset cruise' },
      booking,
      second.theirs?.at,
    );
    // The time the owner set stays: the manager's form changed only the name.
    expect(mine.saved).toMatchObject({ name: 'Sunset cruise', time: '07:00' });
  });

  it('a product edited by two people: the second is asked; a deleted one says so', async () => {
    as(world.people.owner.client);
    const opened = await insertProduct(world.lodgeA, {
      id: crypto.randomUUID(),
      name: 'Mokoro',
      description: 'Two hours',
      type: 'activity',
      image: '',
    });
    const [listed] = (await fetchProducts(world.lodgeA)).filter((p) => p.id === opened.id);
    if (!listed) throw new Error('product not listed');
    expect(listed.updatedAt).toBeTruthy();
    const first = await updateProduct({ ...listed, description: 'Three hours' }, listed);
    expect(first.saved?.description).toBe('Three hours');

    as(world.people.manager.client);
    const second = await updateProduct({ ...listed, name: 'Mokoro trip' }, listed);
    expect(second.theirs).toMatchObject({ byName: 'Kagiso Owner' });
    expect(second.theirs?.row).toMatchObject({ name: 'Mokoro', description: 'Three hours' });

    must(await world.admin.from('products').delete().eq('id', listed.id).select('id'));
    await expect(updateProduct({ ...listed, name: 'Gone' }, listed)).rejects.toBeInstanceOf(RowGone);
  });

  it("updated_by is the server's: a client cannot forge who changed a row", async () => {
    as(world.people.manager.client);
    const note = await insertDailyNote({ lodgeId: world.lodgeA, date: '2026-11-30', text: 'Gate' });
    const forged = await world.people.manager.client
      .from('daily_notes')
      .update({ body: 'Gate fixed', updated_by: world.people.owner.userId })
      .eq('id', note.id)
      .select('updated_by')
      .single();
    expect(forged.data?.updated_by).toBe(world.people.manager.userId);
  });

  /** The row `id` of `list`, as a screen shows it (with the version an edit is conditional on). */
  const shown = <Row extends { id: string }>(list: Row[], id: string): Row => {
    const row = list.find((item) => item.id === id);
    if (!row) throw new Error(`row ${id} not shown`);
    return row;
  };

  it('a booking note edited by two people: the second is told who changed it, nothing is overwritten', async () => {
    as(world.people.manager.client);
    const booking = await insertBooking(world.lodgeA, {
      date: '2026-12-03',
      time: '08:00',
      name: 'Birding',
      guests: 2,
    });
    const note = await insertBookingNote({
      lodgeId: world.lodgeA,
      bookingId: booking.id,
      text: 'Binoculars',
    });
    expect(note.updatedAt).toBeTruthy();
    as(world.people.owner.client);
    const first = await updateBookingNote(note.id, 'Two pairs of binoculars', note.updatedAt);
    expect(first.saved?.text).toBe('Two pairs of binoculars');
    as(world.people.manager.client);
    const second = await updateBookingNote(note.id, 'Binoculars and hats', note.updatedAt);
    expect(second.theirs).toMatchObject({ byName: 'Kagiso Owner', row: { text: 'Two pairs of binoculars' } });
    const mine = await updateBookingNote(note.id, 'Binoculars and hats', second.theirs?.at);
    expect(mine.saved?.text).toBe('Binoculars and hats');
  });

  it('a sales channel, a staff member and the guest-experience rows edited by two people: the second is asked each time, nothing is overwritten', async () => {
    as(world.people.manager.client);
    const channelId = crypto.randomUUID();
    await insertDistributionChannel(world.lodgeA, channelId, {
      kind: 'ota',
      name: 'Safari OTA',
      sharePct: null,
      commissionPct: 15,
    });
    const staffId = crypto.randomUUID();
    await insertStaffMember(world.lodgeA, staffId, { name: 'Kabo', role: 'Guide', phone: '', userId: null });
    const reviewId = crypto.randomUUID();
    await insertReview(world.lodgeA, reviewId, {
      name: 'Anna',
      date: '2026-11-01',
      text: 'Lovely',
      rating: 5,
    });
    const scoreId = crypto.randomUUID();
    await insertFeedbackScore(world.lodgeA, scoreId, { category: 'Food', score: 90, feedback: 'Fire' });
    const templateId = crypto.randomUUID();
    await insertMessageTemplate(world.lodgeA, templateId, {
      title: 'Welcome',
      channel: 'WhatsApp',
      text: 'Welcome to {lodge}.',
    });
    const mentionId = must(
      await world.admin
        .from('social_mentions')
        .insert({
          lodge_id: world.lodgeA,
          image: 'social-sunset.svg',
          image_alt: 'Sunset',
          likes: 1,
          comments: 0,
          author: 'Claire',
          platform: 'Instagram',
          caption: 'Stars',
        })
        .select('id')
        .single(),
    ).id;
    // Both people open every row now.
    const channel = shown(await fetchDistributionChannels(world.lodgeA), channelId);
    const member = shown(await fetchStaffMembers(world.lodgeA), staffId);
    const review = shown(await fetchReviews(world.lodgeA), reviewId);
    const score = shown(await fetchFeedbackScores(world.lodgeA), scoreId);
    const mention = shown(await fetchSocialMentions(world.lodgeA), mentionId);
    const template = shown(await fetchMessageTemplates(world.lodgeA), templateId);

    as(world.people.owner.client);
    expect((await updateDistributionChannel(channel, { ...channel, commissionPct: 20 })).saved).toBeDefined();
    expect(
      (await updateStaffMember(member, { name: 'Kabo', role: 'Head Guide', phone: '', userId: null })).saved,
    ).toBeDefined();
    expect((await updateReview(review, { ...review, text: 'Lovely stay' })).saved).toBeDefined();
    expect((await updateFeedbackScore(score, { ...score, score: 93 })).saved).toBeDefined();
    expect((await updateSocialMention(mention, { ...mention, likes: 9 })).saved).toBeDefined();
    expect((await updateMessageTemplate(template, { ...template, channel: 'SMS' })).saved).toBeDefined();

    as(world.people.manager.client);
    const asked = [
      await updateDistributionChannel(channel, { ...channel, name: 'Safari OTA Ltd' }),
      await updateStaffMember(member, { name: 'Kabo Sekgoma', role: 'Guide', phone: '', userId: null }),
      await updateReview(review, { ...review, name: 'Anna B.' }),
      await updateFeedbackScore(score, { ...score, category: 'Food & Dining' }),
      await updateSocialMention(mention, { ...mention, caption: 'Stars over the delta' }),
      await updateMessageTemplate(template, { ...template, title: 'Hello' }),
    ];
    expect(asked.map((edited) => edited.theirs?.byName)).toEqual(Array(6).fill('Kagiso Owner'));
    expect(asked[0]?.theirs?.row).toMatchObject({ name: 'Safari OTA', commissionPct: 20 });
    expect(asked[1]?.theirs?.row).toMatchObject({ name: 'Kabo', role: 'Head Guide' });
    expect(asked[2]?.theirs?.row).toMatchObject({ name: 'Anna', text: 'Lovely stay' });
    expect(asked[3]?.theirs?.row).toMatchObject({ category: 'Food', score: 93 });
    expect(asked[4]?.theirs?.row).toMatchObject({ caption: 'Stars', likes: 9 });
    expect(asked[5]?.theirs?.row).toMatchObject({ title: 'Welcome', channel: 'SMS' });

    // Keep mine, over their version: only the field the manager changed is written.
    const kept = await updateDistributionChannel(
      channel,
      { ...channel, name: 'Safari OTA Ltd' },
      asked[0]?.theirs?.at,
    );
    expect(kept.saved).toMatchObject({ name: 'Safari OTA Ltd', commissionPct: 20 });
  });

  it('the lodge settings saved from a stale copy: nothing is overwritten, the owner is shown what is kept', async () => {
    as(world.people.owner.client);
    const opened = await fetchLodgeSettings(world.lodgeA);
    expect(opened.updatedAt).toBeTruthy();
    const first = await saveLodgeSettings(world.lodgeA, opened, { ...opened, location: 'Maun' });
    expect(first.saved?.location).toBe('Maun');
    const second = await saveLodgeSettings(world.lodgeA, opened, { ...opened, capacity: 14 });
    expect(second.theirs).toMatchObject({ byName: 'Kagiso Owner', row: { location: 'Maun' } });
    const mine = await saveLodgeSettings(
      world.lodgeA,
      opened,
      { ...opened, capacity: 14 },
      second.theirs?.at,
    );
    expect(mine.saved).toMatchObject({ location: 'Maun', capacity: 14 });
  });

  it.each(['manager', 'staff', 'trustee'] as const)(
    "a %s's save of the lodge settings is a refusal by role (42501), never someone else's change nor 'deleted meanwhile' — nothing written",
    async (role) => {
      as(world.people.owner.client);
      const opened = await fetchLodgeSettings(world.lodgeA);
      as(world.people[role].client);
      await expect(
        saveLodgeSettings(world.lodgeA, opened, { ...opened, receptionName: 'Front desk by Neo' }),
      ).rejects.toMatchObject({ code: '42501' });
      // Without the version seen too (a row read before issue 33): the same refusal.
      await expect(
        saveLodgeSettings(world.lodgeA, opened, { ...opened, receptionName: 'Front desk by Neo' }, null),
      ).rejects.toMatchObject({ code: '42501' });
      as(world.people.owner.client);
      expect((await fetchLodgeSettings(world.lodgeA)).receptionName).toBe(opened.receptionName);
    },
  );
  it("a member's role changed by two owners: the second is asked with both, nothing is overwritten; opening the lodge is no change of role", async () => {
    // A second owner of lodge A (the outsider joins as one, through the service role).
    must(
      await world.admin
        .from('lodge_members')
        .insert({ lodge_id: world.lodgeA, user_id: world.people.outsider.userId, role: 'owner' })
        .select('user_id'),
    );
    const staffOf = (team: Awaited<ReturnType<typeof fetchLodgeMembers>>) =>
      team.find((member) => member.userId === world.people.staff.userId);
    try {
      as(world.people.owner.client);
      const openedByKagiso = staffOf(await fetchLodgeMembers(world.lodgeA));
      as(world.people.outsider.client);
      const openedByLorato = staffOf(await fetchLodgeMembers(world.lodgeA));
      expect(openedByKagiso?.updatedAt).toBeTruthy();
      expect(openedByLorato).toEqual(openedByKagiso);
      if (!openedByKagiso || !openedByLorato) return;

      // The staff member opens the lodge meanwhile (last_opened_at): the role's version stays.
      const opening = await world.people.staff.client.rpc('open_lodge', { p_lodge_id: world.lodgeA });
      expect(opening.error).toBeNull();

      as(world.people.owner.client);
      const first = await updateMemberRole(world.lodgeA, openedByKagiso, 'manager', openedByKagiso.updatedAt);
      expect(first.saved).toMatchObject({ role: 'manager' });

      as(world.people.outsider.client);
      const second = await updateMemberRole(
        world.lodgeA,
        openedByLorato,
        'trustee',
        openedByLorato.updatedAt,
      );
      expect(second.saved).toBeUndefined();
      expect(second.theirs).toMatchObject({
        byName: 'Kagiso Owner',
        at: first.saved?.updatedAt,
        row: { role: 'manager' },
      });
      expect(staffOf(await fetchLodgeMembers(world.lodgeA))?.role).toBe('manager');

      // Keep mine: over their version.
      const mine = await updateMemberRole(world.lodgeA, openedByLorato, 'trustee', second.theirs?.at);
      expect(mine.saved).toMatchObject({ role: 'trustee' });
      as(world.people.owner.client);
      expect(staffOf(await fetchLodgeMembers(world.lodgeA))?.role).toBe('trustee');

      // The owner rules still hold: a manager's stale change of an owner is refused by role, not asked.
      as(world.people.manager.client);
      const owner = (await fetchLodgeMembers(world.lodgeA)).find(
        (member) => member.userId === world.people.owner.userId,
      );
      if (!owner) throw new Error('no owner row');
      await expect(updateMemberRole(world.lodgeA, owner, 'staff', owner.updatedAt)).rejects.toMatchObject({
        code: '42501',
      });
    } finally {
      must(
        await world.admin
          .from('lodge_members')
          .update({ role: 'staff' })
          .eq('lodge_id', world.lodgeA)
          .eq('user_id', world.people.staff.userId)
          .select('user_id'),
      );
      must(
        await world.admin
          .from('lodge_members')
          .delete()
          .eq('lodge_id', world.lodgeA)
          .eq('user_id', world.people.outsider.userId)
          .select('user_id'),
      );
    }
  });
});

/** `value`, or a thrown error naming what a fixture did not find. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('fixture row not found');
  return value;
}

describe('a write in flight is never lost when the page is left (issue 33): the outbox sends an edit again', () => {
  it('bug: an edit whose first send reached the lodge but whose answer was lost went to Needs attention as the person’s own change — sent, on the real rows (note, staff member, product, channel)', async () => {
    as(world.people.manager.client);
    const date = '2026-11-28';
    await insertDailyNote({ lodgeId: world.lodgeA, date, text: 'Fuel low' });
    const staffId = crypto.randomUUID();
    await insertStaffMember(world.lodgeA, staffId, { name: 'Mpho', role: 'Guide', phone: '', userId: null });
    const product = await insertProduct(world.lodgeA, {
      id: crypto.randomUUID(),
      name: 'Bird walk',
      description: 'One hour',
      type: 'activity',
      image: '',
    });
    const channelId = crypto.randomUUID();
    await insertDistributionChannel(world.lodgeA, channelId, {
      kind: 'ota',
      name: 'Delta OTA',
      sharePct: null,
      commissionPct: 15,
    });
    // The rows as the screens read them (the same mappers), and each person's edit of them.
    const note = present((await fetchDailyNotes(world.lodgeA, date))[0]);
    const staff = present((await fetchStaffMembers(world.lodgeA)).find((s) => s.id === staffId));
    const opened = present((await fetchProducts(world.lodgeA)).find((p) => p.id === product.id));
    const channel = present((await fetchDistributionChannels(world.lodgeA)).find((c) => c.id === channelId));
    const edits = [
      commandOf(
        'dailyNote.edit',
        { lodgeId: world.lodgeA, note, text: 'Fuel delivered', seen: note.updatedAt ?? null },
        'Neo',
      ),
      commandOf(
        'staff.edit',
        {
          lodgeId: world.lodgeA,
          opened: staff,
          details: { name: 'Mpho Kgosi', role: 'Guide', phone: '+267 71 000 000', userId: null },
          seen: staff.updatedAt ?? null,
        },
        'Neo',
      ),
      commandOf(
        'product.edit',
        {
          lodgeId: world.lodgeA,
          opened,
          product: { ...opened, description: 'Two hours' },
          seen: opened.updatedAt ?? null,
        },
        'Neo',
      ),
      commandOf(
        'channel.edit',
        {
          lodgeId: world.lodgeA,
          opened: channel,
          details: { ...channel, commissionPct: 18 },
          seen: channel.updatedAt ?? null,
        },
        'Neo',
      ),
    ];
    for (const edit of edits) {
      // The first send reached the lodge; the page never heard (its answer was lost) and queued it.
      expect(await sendCommand(edit)).toEqual({ kind: 'sent' });
      // The outbox sends it again, over the version it saw: the lodge already has it.
      expect(await sendCommand(edit), edit.kind).toEqual({ kind: 'sent' });
    }
    expect((await fetchDailyNotes(world.lodgeA, date))[0]?.text).toBe('Fuel delivered');

    // Someone else's change meanwhile still asks: nothing is overwritten.
    as(world.people.owner.client);
    const [now] = await fetchDailyNotes(world.lodgeA, date);
    await updateDailyNote(note.id, 'Fuel delivered, tank 2 full', now?.updatedAt);
    as(world.people.manager.client);
    const again = await sendCommand(present(edits[0]));
    expect(again).toMatchObject({ kind: 'setAside', item: { reason: 'conflict' } });
    expect((await fetchDailyNotes(world.lodgeA, date))[0]?.text).toBe('Fuel delivered, tank 2 full');
  });
});
