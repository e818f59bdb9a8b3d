import type { BusinessModelAnswers, BusinessModelName } from '../../../machines/shared/business-model';
import type { GuestReview, SocialPost } from '../../data/experience';
import type { LodgeRole } from '../../data/lodge-roles';
import type {
  FinanceMonthLines,
  FinanceSummary,
  FinanceYear,
  FundEntryLine,
  PaymentMethod,
} from '../../data/money';
import type { Database as GeneratedDatabase } from './database.types';

/**
 * The database as the app's client is typed with (issue 35: "casts ≤ 40"): the generated
 * `database.types.ts` with what generation cannot know written over it — Supabase's recipe for
 * JSON columns and functions ("override the generated types" with type-fest's `MergeDeep`; type-fest
 * is not one of our dependencies, so {@link MergeDeep} below is a small one of our own). Generation
 * reads `jsonb` as `Json` and a `text` column with a CHECK as `string`; the shapes here are the
 * migrations' own (each names the function or constraint), and the contract tests read them through
 * the real supabase-js. So a data module reads `data` as it is typed, with no `as unknown as X`.
 *
 * HAND-WRITTEN, unlike `database.types.ts` (tests/unit/db-types.test.ts rewrites that one from the
 * migrations). A function or column whose shape a migration changes is changed here too.
 */
export type Database = MergeDeep<GeneratedDatabase, Overrides>;

/**
 * `Base` with `Over`'s members written over it, recursing through plain objects (`public` →
 * `Functions` → `audit_trail` → `Returns`); where either side is not a plain object (`Json`, a
 * string, an array) `Over` replaces `Base`. Homomorphic over `Base`, so optional members (an
 * `Insert`'s defaults) stay optional, and a key only `Over` has is ignored.
 */
type MergeDeep<Base, Over> =
  IsPlainObject<Base> extends true
    ? IsPlainObject<Over> extends true
      ? { [K in keyof Base]: K extends keyof Over ? MergeDeep<Base[K], Over[K]> : Base[K] }
      : Over
    : Over;

/** `true` for an object type that is not an array or a function (a union such as `Json` is not). */
type IsPlainObject<T> = [T] extends [readonly unknown[]]
  ? false
  : [T] extends [(...args: never[]) => unknown]
    ? false
    : [T] extends [object]
      ? true
      : false;

/** The tables the audit trail records (issue 32): the money and the lodge's money settings. */
export type AuditTable =
  'booking_items' | 'payments' | 'community_fund_entries' | 'finance_months' | 'lodges';

/** A person or booking the History page's filters offer. */
export interface AuditChoice {
  id: string;
  name: string;
}

/** One `audit_log` row as `public.audit_trail` returns it (20261130300000_money_audit_trail.sql). */
export interface AuditEntryJson {
  id: number;
  at: string;
  lodge_day: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: LodgeRole | null;
  table_name: AuditTable;
  row_id: string;
  booking_id: string | null;
  booking_name: string | null;
  action: 'insert' | 'update' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

/** `public.audit_trail`'s answer: a page of entries, newest first, and the filters' choices. */
export interface AuditTrailJson {
  entries: AuditEntryJson[];
  has_more: boolean;
  people: AuditChoice[];
  bookings: AuditChoice[];
}

/**
 * `public.channel_shares`' answer (20261130500000_empty_screens_own_records.sql): the window's first
 * and last day and each channel's share of the revenue in it (numeric: a JSON number or string).
 */
export interface ChannelSharesJson {
  from: string;
  to: string;
  channels: { channel_id: string | null; name: string; share_pct: number | string }[];
}

/** `public.redeem_lodge_invitation`'s answer (20261126110000_one_lodge_one_truth.sql). */
export interface RedeemedInvitationJson {
  lodge_id: string;
  role: LodgeRole;
  already_member: boolean;
  sample_lodge_id: string | null;
}

/**
 * A saved Business Model result's ROI (`business_model_results.roi`, jsonb) at the chosen occupancy,
 * in whole US dollars; written only by `insertBusinessModelResult` from this type (the table checks it
 * is an object).
 */
export interface BusinessModelRoi {
  /** Percent, 0-100. */
  occupancy: number;
  totalRevenue: number;
  totalProfit: number;
  companyShare: number;
  communityFund: number;
}

/** A `payments` row with its method as the CHECK keeps it (also what `update_payment` and `record_payment` return). */
type PaymentsRow = MergeDeep<
  GeneratedDatabase['public']['Tables']['payments']['Row'],
  { method: PaymentMethod }
>;

/** What the generated types cannot know, in the generated file's own layout. */
interface Overrides {
  public: {
    Tables: {
      /** jsonb written only by `insertBusinessModelResult` from these types (the table checks objects). */
      business_model_results: {
        Row: { answers: BusinessModelAnswers; recommendation: BusinessModelName; roi: BusinessModelRoi };
        Insert: { answers: BusinessModelAnswers; recommendation: BusinessModelName; roi?: BusinessModelRoi };
      };
      /** `check (kind in ('share', 'disbursement', 'reversal'))` (20261126120000_lodge_money.sql). */
      community_fund_entries: { Row: { kind: FundEntryLine['kind'] } };
      /** `check (method in (…))` (20261126120000_lodge_money.sql). */
      payments: { Row: PaymentsRow };
      /** `check (rating between 1 and 5)` (20261123190200_lodge_commerce_and_learning.sql). */
      reviews: { Row: { rating: GuestReview['rating'] } };
      /** `check (platform in ('Instagram', 'Facebook', 'TripAdvisor'))` (20261125210000_guest_experience.sql). */
      social_mentions: { Row: { platform: SocialPost['platform'] } };
    };
    Functions: {
      audit_trail: { Returns: AuditTrailJson };
      channel_shares: { Returns: ChannelSharesJson };
      /** The lodge id, or null for someone who left their only lodge (issue 33). */
      ensure_first_lodge: { Returns: string | null };
      finance_month_lines: { Returns: FinanceMonthLines };
      finance_summary: { Returns: FinanceSummary };
      finance_year: { Returns: FinanceYear };
      record_payment: { Returns: PaymentsRow };
      redeem_lodge_invitation: { Returns: RedeemedInvitationJson };
      update_payment: { Returns: PaymentsRow };
    };
  };
}
