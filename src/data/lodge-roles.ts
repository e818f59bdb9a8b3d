import type { LodgeRole } from '../../machines/shared/lodge-types';

export type { LodgeRole };

/** Roles an invitation can carry (issue 8: "pick a Role (manager, staff or trustee)"). */
export const invitableRoles = ['manager', 'staff', 'trustee'] as const satisfies readonly LodgeRole[];

/** Display labels for roles. */
/** Whether `value` (a Select's string) is a lodge role. */
export const isLodgeRole = (value: string): value is LodgeRole => Object.hasOwn(roleLabels, value);

export const roleLabels: Readonly<Record<LodgeRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  staff: 'Staff',
  trustee: 'Trustee',
};

/**
 * What each role may do, as the UI mirrors it (issue 8 "Roles" table; RLS enforces the same on the
 * server, so this only decides which controls are offered):
 * owner everything; manager runs the lodge and invites; staff reads, adds notes and bookings, checks
 * guests in and out, tracks their own training; trustee reads the dashboard, products, channels and
 * business results (its bookings without guests' contact data).
 */
export const permissions = {
  /** See bookings (trustees too, without guests' contact data). */
  viewBookings: ['owner', 'manager', 'staff', 'trustee'],
  /** Read the notes kept on bookings (not trustees). */
  readBookingNotes: ['owner', 'manager', 'staff'],
  /** Add a booking, write notes, check guests in and out. */
  addBookings: ['owner', 'manager', 'staff'],
  writeNotes: ['owner', 'manager', 'staff'],
  checkGuestsInOut: ['owner', 'manager', 'staff'],
  /** Edit or cancel any booking. */
  manageBookings: ['owner', 'manager'],
  /** Staff list and who works which day. */
  manageStaff: ['owner', 'manager'],
  /** Products and distribution channels. */
  manageProducts: ['owner', 'manager'],
  /** Reply to guest reviews. */
  replyToReviews: ['owner', 'manager'],
  /** Edit and delete reviews, feedback scores, social mentions and message templates (issue 18). */
  manageGuestExperience: ['owner', 'manager'],
  /** Invite people, change roles, remove members. */
  manageTeam: ['owner', 'manager'],
  /** Own training and language progress. */
  trackOwnLearning: ['owner', 'manager', 'staff'],
  /** Save a business-model result. */
  saveBusinessResults: ['owner', 'manager'],
  /** A booking's items, channel and payments (issue 20: at the desk, at check-out). */
  recordMoney: ['owner', 'manager', 'staff'],
  /** Finances, the trustees' report and the community fund (issue 20; not staff). */
  viewFinances: ['owner', 'manager', 'trustee'],
  /** The lodge's own settings: name, location, currency, community share (issue 18: owners). */
  changeLodgeSettings: ['owner'],
  /** Close a month and record the fund's disbursements (issue 20). */
  closeMonths: ['owner'],
  /** Mark a room Clean or Dirty on the housekeeping board (issue 31). */
  markRooms: ['owner', 'manager', 'staff'],
  /** Mark a room Inspected (issue 31: owners and managers). */
  inspectRooms: ['owner', 'manager'],
} as const satisfies Record<string, readonly LodgeRole[]>;

export type Permission = keyof typeof permissions;

/** Whether `role` may do `permission`; no role (not resolved yet) may do nothing. */
export function can(role: LodgeRole | null | undefined, permission: Permission): boolean {
  return role != null && (permissions[permission] as readonly LodgeRole[]).includes(role);
}

/**
 * Whether a member with `actorRole` may change or remove another member holding `targetRole` (issue 8:
 * "an owner cannot be removed by a manager"; issue 18: owners cannot remove other owners either — an
 * owner steps down themselves). The database's guard on lodge_members enforces the same.
 */
export function canManageMember(actorRole: LodgeRole | null | undefined, targetRole: LodgeRole): boolean {
  if (targetRole === 'owner') return false;
  return actorRole === 'owner' || actorRole === 'manager';
}

/**
 * One line saying who may do what, shown where a control is not offered to someone (issue 34: "staff
 * sent away from Finances silently and a manager's read-only fund give no reason"). Plain words, the
 * same rule as {@link permissions}.
 */
export const whoMayLines = {
  viewFinances:
    'Finances and the community fund are open to owners, managers and trustees. Ask an owner if you need them.',
  closeMonths:
    'Only an owner closes a month or records a payment from the fund; managers and trustees read it.',
} as const satisfies Partial<Record<Permission, string>>;
