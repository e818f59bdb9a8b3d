import { TEXT_LIMITS } from '../../data/field-limits';
import type { LodgeSettings } from '../../lib/supabase/lodge-settings';

/** The settings form as typed: every field text, so nothing is changed behind the person's back. */
export interface LodgeSettingsDraft {
  name: string;
  location: string;
  latitude: string;
  longitude: string;
  timezone: string;
  currency: string;
  communitySharePct: string;
  capacity: string;
  receptionName: string;
  receptionPhone: string;
}

/** Column limits of public.lodges. */
export const SETTINGS_LIMITS = {
  name: TEXT_LIMITS.lodgeName,
  location: TEXT_LIMITS.lodgeLocation,
  receptionName: TEXT_LIMITS.receptionName,
  receptionPhone: TEXT_LIMITS.receptionPhone,
} as const;

/** The draft a saved lodge starts from. */
export function draftOf(settings: LodgeSettings): LodgeSettingsDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: settings.name,
    location: settings.location ?? '',
    latitude: text(settings.latitude),
    longitude: text(settings.longitude),
    timezone: settings.timezone,
    currency: settings.currency,
    communitySharePct: String(settings.communitySharePct),
    capacity: text(settings.capacity),
    receptionName: settings.receptionName,
    receptionPhone: settings.receptionPhone ?? '',
  };
}

type Problems = Partial<Record<keyof LodgeSettingsDraft, string>>;

/** A number typed with a dot or a comma; NaN when it is not one. Empty is null. */
function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function inRange(value: number | null, min: number, max: number): boolean {
  return value !== null && !Number.isNaN(value) && value >= min && value <= max;
}

/**
 * Checks the draft the way the database will (issue 18: numbers out of range are refused with the
 * range shown, never changed silently). @returns the settings to save, or the problems by field.
 */
export function checkSettings(
  draft: LodgeSettingsDraft,
):
  | { settings: Omit<LodgeSettings, 'sampleContent'>; problems: null }
  | { settings: null; problems: Problems } {
  const problems: Problems = {};
  const latitude = numberOf(draft.latitude);
  const longitude = numberOf(draft.longitude);
  const share = numberOf(draft.communitySharePct);
  const capacity = numberOf(draft.capacity);
  if (draft.name.trim() === '') problems.name = 'The lodge needs a name.';
  if (latitude !== null && !inRange(latitude, -90, 90)) problems.latitude = 'A latitude between -90 and 90';
  if (longitude !== null && !inRange(longitude, -180, 180))
    problems.longitude = 'A longitude between -180 and 180';
  if ((latitude === null) !== (longitude === null)) {
    const missing = latitude === null ? 'latitude' : 'longitude';
    problems[missing] = 'Give both latitude and longitude, or neither';
  }
  if (!/^[A-Za-z]{3}$/.test(draft.currency.trim())) problems.currency = 'Three letters (ISO 4217), like BWP';
  if (!inRange(share, 0, 100)) problems.communitySharePct = 'A share between 0 and 100 %';
  if (capacity !== null && (!inRange(capacity, 1, 10000) || !Number.isInteger(capacity)))
    problems.capacity = 'A whole number between 1 and 10,000';
  if (draft.receptionName.trim() === '') problems.receptionName = 'Who answers at reception?';
  if (draft.receptionPhone.trim() !== '' && !/^\+?[0-9 ()-]{3,39}$/.test(draft.receptionPhone.trim()))
    problems.receptionPhone = 'Digits, spaces, brackets and dashes, with an optional +';
  if (Object.keys(problems).length > 0) return { settings: null, problems };
  return {
    problems: null,
    settings: {
      name: draft.name.trim(),
      location: draft.location.trim() || null,
      latitude,
      longitude,
      timezone: draft.timezone,
      currency: draft.currency.trim().toUpperCase(),
      communitySharePct: share ?? 15,
      capacity,
      receptionName: draft.receptionName.trim(),
      receptionPhone: draft.receptionPhone.trim() || null,
    },
  };
}
