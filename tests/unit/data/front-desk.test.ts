import { describe, expect, it } from 'vitest';
import {
  frontDeskToday,
  inHouseLine,
  notReadySentence,
  stayStep,
  tonightLine,
  type StayNights,
} from '../../../src/data/front-desk';

const today = '2026-12-02';
const stay = (over: Partial<StayNights> & { id: string; roomId?: string }): StayNights => {
  const { roomId = `r-${over.id}`, ...rest } = over;
  const arrival = over.arrival ?? today;
  const departure = over.departure ?? '2026-12-04';
  return {
    version: 1,
    guestName: over.id,
    status: 'confirmed',
    arrival,
    departure,
    guests: 2,
    rooms: [{ roomId, name: roomId, housekeeping: 'clean' }],
    balanceDue: null,
    nights: [{ roomId, arrival, departure }],
    ...rest,
  };
};

describe('issue 31 Front desk: the Today card’s figures', () => {
  const rooms = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'];
  const stays = [
    stay({ id: 'Arriving', roomId: 'r1' }),
    stay({ id: 'Tentative', roomId: 'r2', status: 'tentative' }),
    stay({ id: 'Cancelled', roomId: 'r3', status: 'cancelled' }),
    stay({ id: 'Staying', roomId: 'r3', status: 'checked_in', arrival: '2026-11-30', guests: 3 }),
    stay({ id: 'Leaving', roomId: 'r4', status: 'checked_in', arrival: '2026-11-29', departure: today }),
    stay({ id: 'Left', roomId: 'r5', status: 'checked_out', arrival: '2026-11-29', departure: today }),
    stay({ id: 'Two rooms', roomId: 'r6', status: 'checked_in', arrival: '2026-12-01', guests: 4 }),
    stay({ id: 'Later', roomId: 'r7', arrival: '2026-12-03', departure: '2026-12-05' }),
    stay({ id: 'Out of order', roomId: 'r9', status: 'confirmed' }),
  ];
  stays[6]!.nights.push({ roomId: 'r8', arrival: '2026-12-01', departure: '2026-12-04' });
  const day = frontDeskToday(today, stays, rooms, new Set(['r9']));

  it('arrivals are today’s, not cancelled, by guest name; departures are checked in or out', () => {
    expect(day.arrivals.map((s) => s.id)).toEqual(['Arriving', 'Out of order', 'Tentative']);
    expect(day.departures.map((s) => s.id)).toEqual(['Leaving', 'Left']);
  });

  it('bug: a guest checked out on their arrival day vanished from the Today card — listed with the departures', () => {
    // check_out_stay keeps a stay's first night: checked out on arrival day, its departure is tomorrow.
    const sameDay = stay({
      id: 'In and out',
      status: 'checked_out',
      arrival: today,
      departure: '2026-12-03',
    });
    const card = frontDeskToday(today, [...stays, sameDay], rooms, new Set(['r9']));
    expect(card.departures.map((s) => s.id)).toEqual(['In and out', 'Leaving', 'Left']);
    expect(card.arrivals.map((s) => s.id)).not.toContain('In and out');
  });

  it('in house counts checked-in stays and their guests', () => {
    expect(day.inHouse).toEqual({ stays: 3, guests: 9 });
    expect(inHouseLine(day.inHouse)).toBe('In house: 9 guests in 3 stays');
    expect(inHouseLine({ stays: 0, guests: 0 })).toBe('Nobody is in house');
  });

  it('"Tonight: 6 of 8 rooms taken": rooms held tonight, out-of-order rooms left out of both', () => {
    // r1, r2, r3 (the stay-over), r6 and r8 (one stay), r9 is out of order; r4, r5 leave today.
    expect(day.tonight).toEqual({ taken: 5, rooms: 8 });
    expect(tonightLine({ taken: 6, rooms: 8 })).toBe('Tonight: 6 of 8 rooms taken');
    expect(tonightLine({ taken: 0, rooms: 1 })).toBe('Tonight: 0 of 1 room taken');
  });

  it('Check in from the arrival day; Check out once checked in', () => {
    expect(stayStep(stays[0]!, today)).toBe('checkIn');
    expect(stayStep(stays[7]!, today)).toBeNull();
    expect(stayStep(stays[4]!, today)).toBe('checkOut');
    expect(stayStep(stays[5]!, today)).toBeNull();
  });
});

describe('issue 31 refusal words', () => {
  it('a check-in into a dirty room names the rooms that are ready', () => {
    expect(notReadySentence({ notReady: ['Tent 3'], ready: ['Tent 1', 'Tent 5'] })).toBe(
      'Tent 3 is not ready yet: mark it Clean first, or move the stay. Ready now: Tent 1 and Tent 5.',
    );
    expect(notReadySentence({ notReady: ['Tent 3', 'Tent 4'], ready: [] })).toBe(
      'Tent 3 and Tent 4 are not ready yet: mark them Clean first, or move the stay. No other room is ready for these nights yet.',
    );
  });
});
