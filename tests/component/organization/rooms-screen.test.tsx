import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { RoomsScreen } from '../../../src/features/organization/rooms-screen';
import type { RoomsData, RoomsWrites } from '../../../src/features/organization/rooms.data';
import type { Room } from '../../../src/lib/supabase/rooms';
import { testLodge, testLodgeId } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

importLazyModulesFirst(
  () => import('../../../src/features/organization/room-dialog'),
  () => import('../../../src/features/organization/out-of-order-dialog'),
  () => import('../../../src/ui/confirm-delete-dialog'),
);

const room = (over: Partial<Room>): Room => ({
  id: 'r1',
  lodgeId: testLodgeId,
  name: 'Tent 1',
  roomType: 'tent',
  sleeps: 2,
  nightlyRate: 85_000,
  sortOrder: 0,
  housekeepingStatus: 'clean',
  housekeepingMarkedAt: null,
  housekeepingMarkedBy: null,
  version: 3,
  ...over,
});

const data = (): RoomsData => ({
  rooms: [
    room({}),
    room({ id: 'r2', name: 'Family Chalet', roomType: 'chalet', sleeps: 5, nightlyRate: null, sortOrder: 1 }),
  ],
  outOfOrder: [
    {
      id: 'o1',
      lodgeId: testLodgeId,
      roomId: 'r2',
      startsOn: '2026-12-02',
      endsOn: '2026-12-05',
      reason: 'Roof repair',
    },
  ],
  currency: 'BWP',
  today: '2026-11-29',
  unavailable: false,
});

function fakeWrites(over: Partial<RoomsWrites> = {}) {
  const writes: RoomsWrites = {
    saveRoom: vi.fn(async (details, _version) => room({ ...details, id: details.id ?? 'r-new', version: 1 })),
    removeRoom: vi.fn(async () => undefined),
    saveOutOfOrder: vi.fn(async (period) => ({ ...period, id: 'o-new' })),
    removeOutOfOrder: vi.fn(async () => undefined),
    ...over,
  };
  return writes;
}

async function renderRooms(writes = fakeWrites(), role: 'owner' | 'manager' | 'staff' = 'manager') {
  await renderScreen(<RoomsScreen data={data()} lodge={testLodge(role)} writes={writes} />, {
    path: '/organization/rooms',
  });
  return writes;
}

describe('Lodge settings → Rooms (issue 31)', () => {
  it('lists rooms with type in words, sleeps, the nightly rate in the lodge currency and out-of-order nights', async () => {
    await renderRooms();
    const list = screen.getByRole('list', { name: 'Rooms' });
    expect(within(list).getByText('Tent · sleeps 2 · P 850.00 a night')).toBeVisible();
    expect(within(list).getByText('Chalet · sleeps 5 · no nightly rate')).toBeVisible();
    expect(within(list).getByText(/Out of order 2–5 Dec \(3 nights\): Roof repair/)).toBeVisible();
  });

  it('staff see the rooms but no Add, Edit, Remove or Out of order', async () => {
    await renderRooms(fakeWrites(), 'staff');
    expect(screen.queryByRole('button', { name: 'Add room' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Tent 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Out of order: Tent 1' })).toBeNull();
  });

  it('adds a room: the rate typed in the currency is saved in minor units', async () => {
    const user = userEvent.setup();
    const writes = await renderRooms();
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add room' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tent 3');
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Dorm bed' }));
    await user.clear(within(dialog).getByRole('textbox', { name: /Sleeps/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Sleeps/ }), '4');
    await user.type(within(dialog).getByRole('textbox', { name: /Nightly rate/ }), '1,250.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add room' }));
    expect(writes.saveRoom).toHaveBeenCalledWith(
      {
        name: 'Tent 3',
        roomType: 'dorm_bed',
        sleeps: 4,
        nightlyRate: 125_050,
        sortOrder: 2,
        lodgeId: testLodgeId,
      },
      undefined,
    );
  });

  it('bad input keeps what was typed and says what is wrong, field by field', async () => {
    const user = userEvent.setup();
    const writes = await renderRooms();
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add room' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'tent 1');
    const sleeps = within(dialog).getByRole('textbox', { name: /Sleeps/ });
    await user.clear(sleeps);
    await user.type(sleeps, '80');
    await user.type(within(dialog).getByRole('textbox', { name: /Nightly rate/ }), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Add room' }));
    expect(within(dialog).getByText('There is already a room called tent 1')).toBeVisible();
    expect(within(dialog).getByText('Choose the kind of room')).toBeVisible();
    expect(within(dialog).getByText('Between 1 and 50')).toBeVisible();
    expect(within(dialog).getByText('Use at most 2 digits after the dot')).toBeVisible();
    expect(sleeps).toHaveValue('80');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('tent 1');
    expect(writes.saveRoom).not.toHaveBeenCalled();
  });

  it('edits carry the version they edited; a refused save keeps the form with the reason', async () => {
    const user = userEvent.setup();
    const writes = await renderRooms(
      fakeWrites({
        saveRoom: vi.fn(async () => Promise.reject({ code: '40001', message: 'stale_version' })),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Tent 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tent 1' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Tent One');
    await user.click(within(dialog).getByRole('button', { name: 'Save room' }));
    expect(writes.saveRoom).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1', name: 'Tent One' }), 3);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/The room was not saved/);
    expect(name).toHaveValue('Tent One');
  });

  it('Out of order from–to with a reason; an empty reason is refused in words', async () => {
    const user = userEvent.setup();
    const writes = await renderRooms();
    await user.click(screen.getByRole('button', { name: 'Out of order: Tent 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tent 1 out of order' });
    await user.click(within(dialog).getByRole('button', { name: 'Block these nights' }));
    expect(within(dialog).getByText('Say why, e.g. Roof repair')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Canvas torn');
    await user.click(within(dialog).getByRole('button', { name: 'Block these nights' }));
    expect(writes.saveOutOfOrder).toHaveBeenCalledWith({
      roomId: 'r1',
      startsOn: '2026-11-29',
      endsOn: '2026-11-30',
      reason: 'Canvas torn',
      lodgeId: testLodgeId,
    });
  });
});
