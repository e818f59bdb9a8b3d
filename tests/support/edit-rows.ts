/*
 * Issue 33 "No lost updates, anywhere": one row of each kind of shared row the app edits, as a person
 * opened it, for the commands table's tests (tests/unit/offline).
 */
/** Issue 33: the shared rows of the edit kinds below, as a person opened them (version v1). */
const v1 = '2026-11-29T13:00:00.000Z';
export const editRows = {
  bookingNote: {
    id: 'bn1',
    bookingId: 'b1',
    text: 'Bring binoculars',
    authorName: 'Neo',
    createdAt: v1,
    updatedAt: v1,
  },
  channel: { id: 'ch1', kind: 'ota', name: 'Safari OTA', sharePct: null, commissionPct: 15, updatedAt: v1 },
  staff: {
    id: 'st1',
    name: 'Kabo',
    role: 'Tour Guide',
    phone: null,
    userId: null,
    avatar: null,
    updatedAt: v1,
  },
  member: {
    userId: 'u-kabo',
    fullName: 'Kabo Sekgoma',
    username: 'kabo',
    role: 'staff' as const,
    updatedAt: v1,
  },
  settings: {
    name: 'Delta Lodge',
    location: 'Okavango',
    latitude: null,
    longitude: null,
    timezone: 'Africa/Gaborone',
    currency: 'BWP',
    communitySharePct: 15,
    capacity: 12,
    receptionName: 'Reception',
    receptionPhone: null,
    sampleContent: false,
    updatedAt: v1,
  },
  review: {
    id: 'rv1',
    name: 'Anna',
    date: '2026-11-01',
    text: 'Lovely',
    rating: 5,
    replied: false,
    updatedAt: v1,
  },
  score: { id: 'fs1', category: 'Food', score: 90, feedback: 'Dinners by the fire', updatedAt: v1 },
  mention: {
    id: 'sp1',
    image: 'social-sunset.svg',
    imageAlt: 'Sunset',
    likes: 3,
    comments: 1,
    author: 'Claire',
    platform: 'Instagram',
    caption: 'Stars',
    updatedAt: v1,
  },
  template: { id: 'mt1', title: 'Welcome', channel: 'WhatsApp', text: 'Welcome to {lodge}.', updatedAt: v1 },
} as const;
