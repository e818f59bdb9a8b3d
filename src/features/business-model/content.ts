import type { BusinessModelStep } from '../../../machines/business-model.machine';
import type {
  BusinessModelName,
  ChannelKey,
  GoalKey,
  OfferingKey,
} from '../../../machines/shared/business-model';

/** Copy for each step: a short label for the step indicator, a heading and one helpful line. */
export const STEP_COPY: Record<BusinessModelStep, { label: string; title: string; hint: string }> = {
  currentOfferings: {
    label: 'Today',
    title: 'What do you sell today?',
    hint: 'Switch on what guests can book now. Prices and costs are per day (per night for rooms).',
  },
  futureOfferings: {
    label: 'Plans',
    title: 'What would you like to add?',
    hint: 'Switch on what you plan to offer. Rough estimates are fine; you can change them later.',
  },
  stayLength: {
    label: 'Stay',
    title: 'How long do guests stay?',
    hint: 'Longer stays mean fewer changeovers and more time to sell guided experiences.',
  },
  travelDistances: {
    label: 'Access',
    title: 'How do guests get here?',
    hint: 'Distances from the lodge help judge how easily independent travellers can reach you.',
  },
  closedMonths: {
    label: 'Season',
    title: 'When are you closed?',
    hint: 'Tap the months the lodge is closed, for the rains, floods or community events.',
  },
  sellingChannels: {
    label: 'Channels',
    title: 'How do guests book today?',
    hint: 'Tick every way you sell. "Not selling yet" clears the others.',
  },
  goals: {
    label: 'Goals',
    title: 'What matters most this year?',
    hint: 'Pick any goals that fit. They shape the advice on the next screen.',
  },
  result: {
    label: 'Result',
    title: 'Your recommended model',
    hint: 'Based on what you sell today and what you plan to add.',
  },
};

/** Offering card names (issue 4: cards named Experiences, Accommodation, Packages) and examples. */
export const OFFERING_COPY: Record<OfferingKey, { name: string; description: string; unit: string }> = {
  experiences: {
    name: 'Experiences',
    description: 'Guided walks, mokoro trips, game drives, cultural and village visits.',
    unit: 'day',
  },
  accommodation: {
    name: 'Accommodation',
    description: 'Rooms, chalets or tents, priced per night.',
    unit: 'night',
  },
  packages: {
    name: 'Packages',
    description: 'A stay with activities, meals or transfers sold as one trip.',
    unit: 'day',
  },
};

/** Selling channel labels and what each covers. */
export const CHANNEL_COPY: Record<ChannelKey, { label: string; description: string }> = {
  direct: { label: 'Direct', description: 'Your website, phone, WhatsApp, email or walk-ins.' },
  ota: { label: 'Online travel agencies', description: 'Booking.com, Airbnb, Expedia and similar.' },
  tourOperators: {
    label: 'Tour operators',
    description: 'Agents and operators who resell your rooms or trips.',
  },
  notSelling: { label: 'Not selling yet', description: 'No bookings taken so far.' },
};

/** Goal labels. */
export const GOAL_COPY: Record<GoalKey, { label: string; description: string }> = {
  directBookings: { label: 'More direct bookings', description: 'Pay less commission to agencies.' },
  expandOfferings: { label: 'Expand our offerings', description: 'Add new things for guests to do or buy.' },
  improveMargins: { label: 'Improve margins', description: 'Keep more of every dollar a guest spends.' },
  createJobs: { label: 'Create local jobs', description: 'More work for guides, cooks and polers.' },
};

/** Month chip labels, index 0 = January (spec §3 month indexes 0–11). */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Why each model is recommended (spec §4 rule) and what it means for the lodge. */
export const MODEL_COPY: Record<BusinessModelName, { why: string; advice: string }> = {
  'Integrated Tourism Provider': {
    why: 'You sell or plan packages, so you can own the whole guest journey.',
    advice: 'Bundle stays, activities and transfers into trips, and sell them direct where you can.',
  },
  'Experience-Led Accommodation': {
    why: 'You offer both accommodation and experiences.',
    advice: 'Lead with the experiences guests travel for, and fill your rooms through them.',
  },
  'Community Homestay Network': {
    why: 'Accommodation is what you offer, without experiences or packages.',
    advice: 'Grow as a network of community-run rooms with shared booking and standards.',
  },
  'Direct-to-Consumer Experience Provider': {
    why: 'You offer experiences without accommodation.',
    advice: 'Sell your guided experiences straight to travellers staying nearby.',
  },
  'Tourism Startup': {
    why: 'No offerings are switched on yet.',
    advice: 'Start with one offering you can run well, then build from there.',
  },
};
