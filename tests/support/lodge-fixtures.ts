import type { FrontDeskStay } from '../../src/data/front-desk';
import type { Edited } from '../../src/lib/supabase/update-if-unchanged';
import dayjs from 'dayjs';
import type { LodgeMembership, LodgeRole } from '../../machines/shared/lodge-types';
import type { Booking, BookingNote, BookingStatus } from '../../src/data/bookings';
import type { Note } from '../../src/data/notes';
import { productImageSrc, type Product } from '../../src/data/products';
import { staffAvatarSrc, type StaffMember } from '../../src/data/staff';
import type { BookingDetails } from '../../src/lib/supabase/bookings';
import type { PracticeSummary } from '../../src/lib/supabase/language-practice';
import type { ModuleProgress } from '../../src/lib/supabase/training-progress';
import type { LanguageData, TrainingData } from '../../src/features/training/training.data';

/**
 * Rows shaped like the seeded sample lodge (supabase/migrations seed), as a route loader would hand
 * them to a screen. Dates are relative to today, like the seed's.
 */
export const testLodgeId = 'lodge-1';

export function testLodge(role: LodgeRole = 'owner'): LodgeMembership {
  return {
    lodgeId: testLodgeId,
    name: 'Okavango Community Trust',
    location: 'Boro, Okavango Delta',
    timezone: 'Africa/Gaborone',
    role,
  };
}

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

export function testBookings(): Booking[] {
  const confirmed = 'confirmed' as const;
  return [
    {
      id: 'bk-1',
      name: 'Morning Mokoro Excursion',
      time: '07:30',
      guests: 4,
      description: 'Two mokoros through the Boro channel, back before the midday heat. Bring drinking water.',
      guide: { name: 'Kabo Sekgoma', phone: '+267 72 345 678' },
      date: day(0),
      status: confirmed,
    },
    {
      id: 'bk-2',
      name: 'Village Cultural Visit',
      time: '10:00',
      guests: 6,
      description:
        'Walk to the village with lunch by the community kitchen and a basket-weaving demonstration.',
      date: day(0),
      status: confirmed,
    },
    {
      id: 'bk-3',
      name: 'Sunset Boat Cruise',
      time: '17:00',
      guests: 2,
      description: 'Honeymoon couple. Sundowner drinks packed by the bar team.',
      guide: { name: 'Thato Moremi', phone: '+267 71 234 567' },
      date: day(0),
      status: confirmed,
    },
    {
      id: 'bk-4',
      name: 'Guided Bush Walk',
      time: '06:30',
      guests: 5,
      description: 'Island walk to look for elephant and buffalo tracks. Closed shoes required.',
      date: day(1),
      status: confirmed,
    },
    { id: 'bk-5', name: 'Family Bird Watching', time: '15:30', guests: 3, date: day(1), status: confirmed },
  ];
}

export function testStaff(): StaffMember[] {
  const person = (id: string, name: string, role: string, phone: string): StaffMember => ({
    id,
    name,
    role,
    phone,
    avatar: staffAvatarSrc(`staff-${name.split(' ')[0]!.toLowerCase()}.svg`),
    userId: null,
  });
  return [
    person('st-1', 'Thato Moremi', 'Tour Guide', '+267 71 234 567'),
    person('st-2', 'Kabo Sekgoma', 'Mokoro Poler', '+267 72 345 678'),
    person('st-3', 'Onalenna Tau', 'Hospitality', '+267 73 456 789'),
  ];
}

export function testNotes(): Note[] {
  const at = dayjs().hour(7).minute(15).toISOString();
  return [
    {
      id: 'note-1',
      text: 'Generator service at 14:00: the kitchen has no power for about an hour.',
      authorName: 'Neo Kgosi',
      createdAt: at,
    },
    {
      id: 'note-2',
      text: 'The Dube family asked for a vegetarian dinner tonight.',
      authorName: 'Neo Kgosi',
      createdAt: at,
    },
  ];
}

/** The server records the signed-in person (tests/support/auth's Neo Kgosi) as a note's author. */
const signedInName = 'Neo Kgosi';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

/**
 * In-memory stand-ins for the booking and note writes: each answers like the server (the saved row),
 * records what it was sent, and can be told to fail the next call.
 */
export function fakeBookingWrites(bookings: Booking[] = testBookings()) {
  const sent: Array<{ write: string; args: unknown[] }> = [];
  let failNext: Error | null = null;
  const guard = (write: string, args: unknown[]) => {
    sent.push({ write, args });
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
  };
  const find = (id: string) => {
    const booking = bookings.find((b) => b.id === id);
    if (!booking) throw new Error(`no booking ${id}`);
    return booking;
  };
  return {
    sent,
    failNextWith(error: Error) {
      failNext = error;
    },
    writes: {
      addBooking: async (lodgeId: string, details: BookingDetails): Promise<Booking> => {
        guard('addBooking', [lodgeId, details]);
        const { guideStaffId, ...rest } = details;
        return {
          id: nextId('bk-new'),
          status: 'confirmed',
          ...rest,
          ...(guideStaffId ? { guideStaffId } : {}),
        };
      },
      editBooking: async (payload: {
        lodgeId: string;
        opened: Booking;
        details: BookingDetails;
        seen: string | null;
      }): Promise<Edited<Booking>> => {
        guard('updateBooking', [payload.opened.id, payload.details]);
        const { guideStaffId, ...rest } = payload.details;
        return { saved: { ...find(payload.opened.id), ...rest, ...(guideStaffId ? { guideStaffId } : {}) } };
      },
      setBookingStatus: async (
        _lodgeId: string,
        booking: Booking,
        status: BookingStatus,
      ): Promise<Booking> => {
        guard('setBookingStatus', [booking.id, status]);
        return { ...find(booking.id), status };
      },
      addBookingNote: async (note: {
        lodgeId: string;
        bookingId: string;
        text: string;
      }): Promise<BookingNote> => {
        guard('addBookingNote', [note]);
        return {
          id: nextId('bn'),
          bookingId: note.bookingId,
          text: note.text,
          authorName: signedInName,
          createdAt: new Date().toISOString(),
        };
      },
      addDailyNote: async (note: {
        lodgeId: string;
        date: string;
        text: string;
        bookingId?: string;
      }): Promise<Note> => {
        guard('addDailyNote', [note]);
        return {
          id: nextId('dn'),
          text: note.text,
          authorName: signedInName,
          createdAt: new Date().toISOString(),
        };
      },
      editBookingNote: async (payload: { note: BookingNote; text: string }): Promise<Edited<BookingNote>> => {
        guard('editBookingNote', [payload.note.id, payload.text]);
        return { saved: { ...payload.note, text: payload.text } };
      },
      deleteBookingNote: async (noteId: string): Promise<void> => {
        guard('deleteBookingNote', [noteId]);
      },
      editDailyNote: async (payload: { note: Note; text: string }): Promise<Edited<Note>> => {
        guard('editDailyNote', [payload.note.id, payload.text]);
        return { saved: { ...payload.note, text: payload.text } };
      },
      deleteDailyNote: async (noteId: string): Promise<void> => {
        guard('deleteDailyNote', [noteId]);
      },
      /** Issue 31: the Today card's check-in / check-out (the stay's id and the version seen). */
      checkInStay: async (stay: FrontDeskStay): Promise<number> => {
        guard('checkInStay', [stay.id, stay.version]);
        return stay.version + 1;
      },
      checkOutStay: async (stay: FrontDeskStay): Promise<number> => {
        guard('checkOutStay', [stay.id, stay.version]);
        return stay.version + 1;
      },
    },
  };
}

/** The seeded lodge's products, newest first as the loader lists them (images as the app resolves them). */
export function testProducts(): Product[] {
  const product = (id: string, name: string, description: string, type: Product['type'], file: string) => ({
    id,
    name,
    description,
    type,
    image: productImageSrc(file),
  });
  return [
    product(
      'p1tent',
      'Riverside Safari Tent',
      'Raised canvas tent for two on the Boro channel, with an outdoor shower.',
      'accommodation',
      'product-safari-tent.svg',
    ),
    product(
      'p2chal',
      'Family Chalet',
      'Thatched chalet sleeping four, shaded by a sausage tree.',
      'accommodation',
      'product-family-chalet.svg',
    ),
    product(
      'p3moko',
      'Mokoro Excursion',
      'Half-day dugout canoe trip through the papyrus with a poler from the village.',
      'activity',
      'product-mokoro.svg',
    ),
    product(
      'p4walk',
      'Guided Bush Walk',
      'Early-morning island walk to read tracks and learn the medicinal plants.',
      'activity',
      'product-bush-walk.svg',
    ),
    product(
      'p5pack',
      'Three-Night Delta Experience',
      'Tent, all meals, two mokoro trips and a village visit. 15% goes to the community fund.',
      'package',
      'product-delta-package.svg',
    ),
  ];
}

/** Products writes that answer like the server (the saved product), record what they were sent, and can be told to fail. */
export function fakeProductWrites() {
  const sent: Product[] = [];
  const deleted: string[] = [];
  let failNext: Error | null = null;
  const guard = () => {
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
  };
  return {
    sent,
    deleted,
    failNextWith(error: Error) {
      failNext = error;
    },
    writes: {
      addProduct: async (_lodgeId: string, product: Product): Promise<Product> => {
        sent.push(product);
        guard();
        return product;
      },
      editProduct: async ({ product }: { product: Product; opened?: Product }): Promise<Edited<Product>> => {
        sent.push(product);
        guard();
        return { saved: product };
      },
      deleteProduct: async (productId: string): Promise<void> => {
        deleted.push(productId);
        guard();
      },
    },
  };
}

/** The member's module progress as the seed stores it (training 85/60/25/0, housekeeping 100/75, paths 70/30/0). */
export function testTrainingData(): TrainingData {
  return {
    progress: new Map([
      ['tm-guest-welcome', 85],
      ['tm-food-service', 60],
      ['tm-housekeeping', 25],
      ['tm-safety', 0],
      ['hk-1', 100],
      ['hk-2', 75],
      ['lp-english', 70],
      ['lp-german', 30],
      ['lp-french', 0],
    ]),
  };
}

/** {@link testTrainingData} with the seed's practice: 5 of the last 7 days, streak 3, best 12, not today. */
export function testLanguageData(): LanguageData {
  return {
    ...testTrainingData(),
    practice: { daysPractised: 5, streakDays: 3, bestStreakDays: 12, practisedToday: false },
  };
}

/** Training writes that record what was sent and fail once when told to. */
export function fakeTrainingWrites() {
  const marked: string[] = [];
  const undone: Array<[string, number]> = [];
  let practised = 0;
  let failNext: unknown = null;
  const guard = () => {
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
  };
  return {
    marked,
    undone,
    practisedCount: () => practised,
    failNextWith(error: unknown) {
      failNext = error;
    },
    writes: {
      markModuleDone: async (_lodgeId: string, moduleId: string): Promise<ModuleProgress> => {
        guard();
        marked.push(moduleId);
        return { moduleId, progress: 100, completedAt: new Date().toISOString() };
      },
      undoModuleDone: async (
        _lodgeId: string,
        moduleId: string,
        progress: number,
      ): Promise<ModuleProgress> => {
        guard();
        undone.push([moduleId, progress]);
        return { moduleId, progress, completedAt: null };
      },
      recordPracticeToday: async (): Promise<PracticeSummary> => {
        guard();
        practised += 1;
        return { daysPractised: 6, streakDays: 4, bestStreakDays: 12, practisedToday: true };
      },
    },
  };
}
