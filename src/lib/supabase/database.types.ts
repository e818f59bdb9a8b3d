/**
 * The database as the app sees it through PostgREST, in the shape `supabase gen types typescript`
 * produces. GENERATED from supabase/migrations by tests/unit/db-types.test.ts — do not edit by hand:
 * run `WRITE_DB_TYPES=1 npx vitest run tests/unit/db-types.test.ts` after changing a migration.
 */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export interface Database {
  public: {
    Tables: {
      audit_log: {
        Row: {
          id: number;
          lodge_id: string;
          at: string;
          lodge_day: string;
          actor_id: string | null;
          actor_name: string | null;
          actor_role: Database['public']['Enums']['lodge_role'] | null;
          table_name: string;
          row_id: string;
          booking_id: string | null;
          booking_name: string | null;
          action: string;
          before: Json | null;
          after: Json | null;
          reason: string | null;
        };
        Insert: {
          id: number;
          lodge_id: string;
          at?: string;
          lodge_day: string;
          actor_id?: string | null;
          actor_name?: string | null;
          actor_role?: Database['public']['Enums']['lodge_role'] | null;
          table_name: string;
          row_id: string;
          booking_id?: string | null;
          booking_name?: string | null;
          action: string;
          before?: Json | null;
          after?: Json | null;
          reason?: string | null;
        };
        Update: {
          id?: number;
          lodge_id?: string;
          at?: string;
          lodge_day?: string;
          actor_id?: string | null;
          actor_name?: string | null;
          actor_role?: Database['public']['Enums']['lodge_role'] | null;
          table_name?: string;
          row_id?: string;
          booking_id?: string | null;
          booking_name?: string | null;
          action?: string;
          before?: Json | null;
          after?: Json | null;
          reason?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'audit_log_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_contacts: {
        Row: {
          booking_id: string;
          lodge_id: string;
          guest_name: string | null;
          guest_phone: string | null;
          guest_email: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          booking_id: string;
          lodge_id: string;
          guest_name?: string | null;
          guest_phone?: string | null;
          guest_email?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          booking_id?: string;
          lodge_id?: string;
          guest_name?: string | null;
          guest_phone?: string | null;
          guest_email?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_contacts_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'booking_contacts_lodge_id_booking_id_fkey';
            columns: ['lodge_id', 'booking_id'];
            isOneToOne: true;
            referencedRelation: 'bookings';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'booking_contacts_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_items: {
        Row: {
          id: string;
          lodge_id: string;
          booking_id: string;
          product_id: string | null;
          product_name: string;
          product_type: Database['public']['Enums']['product_type'];
          quantity: number;
          unit_price: number;
          unit_cost: number;
          line_total: number | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          stay_room_id: string | null;
          version: number;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          booking_id: string;
          product_id?: string | null;
          product_name?: string;
          product_type?: Database['public']['Enums']['product_type'];
          quantity: number;
          unit_price: number;
          unit_cost?: number;
          line_total?: never;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          stay_room_id?: string | null;
          version?: number;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          booking_id?: string;
          product_id?: string | null;
          product_name?: string;
          product_type?: Database['public']['Enums']['product_type'];
          quantity?: number;
          unit_price?: number;
          unit_cost?: number;
          line_total?: never;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          stay_room_id?: string | null;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_items_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'booking_items_lodge_id_booking_id_fkey';
            columns: ['lodge_id', 'booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'booking_items_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'booking_items_lodge_id_product_id_fkey';
            columns: ['lodge_id', 'product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'booking_items_stay_room_fk';
            columns: ['lodge_id', 'stay_room_id'];
            isOneToOne: false;
            referencedRelation: 'stay_rooms';
            referencedColumns: ['lodge_id', 'id'];
          },
        ];
      };
      booking_notes: {
        Row: {
          id: string;
          lodge_id: string;
          booking_id: string;
          body: string;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          booking_id: string;
          body: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          booking_id?: string;
          body?: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_notes_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'booking_notes_lodge_id_booking_id_fkey';
            columns: ['lodge_id', 'booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'booking_notes_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      bookings: {
        Row: {
          id: string;
          lodge_id: string;
          date: string;
          time: string;
          name: string;
          guests: number;
          description: string | null;
          guide_staff_id: string | null;
          status: Database['public']['Enums']['booking_status'];
          checked_in_at: string | null;
          checked_out_at: string | null;
          cancelled_at: string | null;
          version: number;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          channel_id: string | null;
          commission_pct: number | null;
          kind: string;
          arrival: string | null;
          departure: string | null;
          adults: number | null;
          children: number | null;
          stay_booking_id: string | null;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          date: string;
          time: string;
          name: string;
          guests: number;
          description?: string | null;
          guide_staff_id?: string | null;
          status?: Database['public']['Enums']['booking_status'];
          checked_in_at?: string | null;
          checked_out_at?: string | null;
          cancelled_at?: string | null;
          version?: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          channel_id?: string | null;
          commission_pct?: number | null;
          kind?: string;
          arrival?: string | null;
          departure?: string | null;
          adults?: number | null;
          children?: number | null;
          stay_booking_id?: string | null;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          date?: string;
          time?: string;
          name?: string;
          guests?: number;
          description?: string | null;
          guide_staff_id?: string | null;
          status?: Database['public']['Enums']['booking_status'];
          checked_in_at?: string | null;
          checked_out_at?: string | null;
          cancelled_at?: string | null;
          version?: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          channel_id?: string | null;
          commission_pct?: number | null;
          kind?: string;
          arrival?: string | null;
          departure?: string | null;
          adults?: number | null;
          children?: number | null;
          stay_booking_id?: string | null;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'bookings_channel_fk';
            columns: ['lodge_id', 'channel_id'];
            isOneToOne: false;
            referencedRelation: 'distribution_channels';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'bookings_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'bookings_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'bookings_lodge_id_guide_staff_id_fkey';
            columns: ['lodge_id', 'guide_staff_id'];
            isOneToOne: false;
            referencedRelation: 'staff_members';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'bookings_stay_booking_fk';
            columns: ['lodge_id', 'stay_booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['lodge_id', 'id'];
          },
        ];
      };
      business_model_results: {
        Row: {
          id: string;
          lodge_id: string;
          answers: Json;
          recommendation: string;
          occupancy: number;
          roi: Json;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          answers: Json;
          recommendation: string;
          occupancy: number;
          roi?: Json;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          answers?: Json;
          recommendation?: string;
          occupancy?: number;
          roi?: Json;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'business_model_results_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'business_model_results_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      community_fund_entries: {
        Row: {
          id: string;
          lodge_id: string;
          kind: string;
          month: string | null;
          entry_date: string;
          amount: number;
          purpose: string | null;
          recipient: string | null;
          note: string | null;
          reverses_id: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          kind: string;
          month?: string | null;
          entry_date: string;
          amount: number;
          purpose?: string | null;
          recipient?: string | null;
          note?: string | null;
          reverses_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          kind?: string;
          month?: string | null;
          entry_date?: string;
          amount?: number;
          purpose?: string | null;
          recipient?: string | null;
          note?: string | null;
          reverses_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'community_fund_entries_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'community_fund_entries_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'community_fund_entries_lodge_id_month_fkey';
            columns: ['lodge_id', 'month'];
            isOneToOne: false;
            referencedRelation: 'finance_months';
            referencedColumns: ['lodge_id', 'month'];
          },
          {
            foreignKeyName: 'community_fund_entries_lodge_id_reverses_id_fkey';
            columns: ['lodge_id', 'reverses_id'];
            isOneToOne: false;
            referencedRelation: 'community_fund_entries';
            referencedColumns: ['lodge_id', 'id'];
          },
        ];
      };
      daily_notes: {
        Row: {
          id: string;
          lodge_id: string;
          date: string;
          body: string;
          booking_id: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          author_name: string | null;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          date?: string;
          body: string;
          booking_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          author_name?: string | null;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          date?: string;
          body?: string;
          booking_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          author_name?: string | null;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'daily_notes_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'daily_notes_lodge_id_booking_id_fkey';
            columns: ['lodge_id', 'booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'daily_notes_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      deleted_rows: {
        Row: {
          id: string;
          lodge_id: string;
          table_name: string;
          row_id: string;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          table_name: string;
          row_id: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          table_name?: string;
          row_id?: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'deleted_rows_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deleted_rows_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      distribution_channels: {
        Row: {
          id: string;
          lodge_id: string;
          kind: string;
          name: string;
          share_pct: number | null;
          commission_pct: number | null;
          url: string | null;
          note: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          kind: string;
          name: string;
          share_pct?: number | null;
          commission_pct?: number | null;
          url?: string | null;
          note?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          kind?: string;
          name?: string;
          share_pct?: number | null;
          commission_pct?: number | null;
          url?: string | null;
          note?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'distribution_channels_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'distribution_channels_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      feedback_scores: {
        Row: {
          id: string;
          lodge_id: string;
          category: string;
          score: number;
          feedback: string;
          position: number;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          category: string;
          score: number;
          feedback?: string;
          position?: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          category?: string;
          score?: number;
          feedback?: string;
          position?: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'feedback_scores_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'feedback_scores_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      finance_months: {
        Row: {
          lodge_id: string;
          month: string;
          figures: Json;
          accounted_revenue: number;
          accounted_costs: number;
          accounted_commission: number;
          accounted_received: number;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          lines: Json | null;
          community_share_pct: number;
        };
        Insert: {
          lodge_id: string;
          month: string;
          figures: Json;
          accounted_revenue: number;
          accounted_costs: number;
          accounted_commission: number;
          accounted_received: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          lines?: Json | null;
          community_share_pct: number;
        };
        Update: {
          lodge_id?: string;
          month?: string;
          figures?: Json;
          accounted_revenue?: number;
          accounted_costs?: number;
          accounted_commission?: number;
          accounted_received?: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          lines?: Json | null;
          community_share_pct?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'finance_months_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'finance_months_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      language_practice: {
        Row: {
          id: string;
          lodge_id: string;
          user_id: string;
          practiced_on: string;
          path_id: string | null;
          minutes: number | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          user_id?: string;
          practiced_on?: string;
          path_id?: string | null;
          minutes?: number | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          user_id?: string;
          practiced_on?: string;
          path_id?: string | null;
          minutes?: number | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'language_practice_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'language_practice_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'language_practice_lodge_id_user_id_fkey';
            columns: ['lodge_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'lodge_members';
            referencedColumns: ['lodge_id', 'user_id'];
          },
        ];
      };
      lodge_invitations: {
        Row: {
          id: string;
          lodge_id: string;
          code: string;
          role: Database['public']['Enums']['lodge_role'];
          expires_at: string;
          used_at: string | null;
          used_by: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          revoked_at: string | null;
          revoked_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          code: string;
          role: Database['public']['Enums']['lodge_role'];
          expires_at?: string;
          used_at?: string | null;
          used_by?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          revoked_at?: string | null;
          revoked_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          code?: string;
          role?: Database['public']['Enums']['lodge_role'];
          expires_at?: string;
          used_at?: string | null;
          used_by?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          revoked_at?: string | null;
          revoked_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'lodge_invitations_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lodge_invitations_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lodge_invitations_revoked_by_fkey';
            columns: ['revoked_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lodge_invitations_used_by_fkey';
            columns: ['used_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      lodge_members: {
        Row: {
          lodge_id: string;
          user_id: string;
          role: Database['public']['Enums']['lodge_role'];
          created_at: string;
          created_by: string | null;
          updated_at: string;
          last_opened_at: string | null;
          updated_by: string | null;
        };
        Insert: {
          lodge_id: string;
          user_id: string;
          role: Database['public']['Enums']['lodge_role'];
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          last_opened_at?: string | null;
          updated_by?: string | null;
        };
        Update: {
          lodge_id?: string;
          user_id?: string;
          role?: Database['public']['Enums']['lodge_role'];
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          last_opened_at?: string | null;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'lodge_members_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lodge_members_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      lodges: {
        Row: {
          id: string;
          name: string;
          location: string | null;
          timezone: string;
          currency: string;
          community_share_pct: number;
          reception_name: string;
          reception_phone: string | null;
          sample_content: boolean;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          capacity: number | null;
          latitude: number | null;
          longitude: number | null;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          name: string;
          location?: string | null;
          timezone?: string;
          currency?: string;
          community_share_pct?: number;
          reception_name?: string;
          reception_phone?: string | null;
          sample_content?: boolean;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          capacity?: number | null;
          latitude?: number | null;
          longitude?: number | null;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          name?: string;
          location?: string | null;
          timezone?: string;
          currency?: string;
          community_share_pct?: number;
          reception_name?: string;
          reception_phone?: string | null;
          sample_content?: boolean;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          capacity?: number | null;
          latitude?: number | null;
          longitude?: number | null;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'lodges_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      message_templates: {
        Row: {
          id: string;
          lodge_id: string;
          title: string;
          channel: string;
          body: string;
          position: number;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          title: string;
          channel: string;
          body: string;
          position?: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          title?: string;
          channel?: string;
          body?: string;
          position?: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'message_templates_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'message_templates_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      money_adjustments: {
        Row: {
          id: string;
          lodge_id: string;
          month: string;
          adjusts_month: string;
          booking_id: string | null;
          booking_name: string;
          record: string;
          row_id: string;
          change: string;
          revenue: number;
          costs: number;
          received: number;
          description: string;
          reason: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          month: string;
          adjusts_month: string;
          booking_id?: string | null;
          booking_name?: string;
          record: string;
          row_id: string;
          change: string;
          revenue?: number;
          costs?: number;
          received?: number;
          description: string;
          reason?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          month?: string;
          adjusts_month?: string;
          booking_id?: string | null;
          booking_name?: string;
          record?: string;
          row_id?: string;
          change?: string;
          revenue?: number;
          costs?: number;
          received?: number;
          description?: string;
          reason?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'money_adjustments_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'money_adjustments_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      payments: {
        Row: {
          id: string;
          lodge_id: string;
          booking_id: string;
          amount: number;
          method: string;
          reference: string | null;
          paid_at: string;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          version: number;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          booking_id: string;
          amount: number;
          method: string;
          reference?: string | null;
          paid_at?: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          version?: number;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          booking_id?: string;
          amount?: number;
          method?: string;
          reference?: string | null;
          paid_at?: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'payments_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'payments_lodge_id_booking_id_fkey';
            columns: ['lodge_id', 'booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'payments_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      products: {
        Row: {
          id: string;
          lodge_id: string;
          name: string;
          description: string;
          type: Database['public']['Enums']['product_type'];
          image: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          price: number | null;
          cost: number | null;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          name: string;
          description: string;
          type?: Database['public']['Enums']['product_type'];
          image?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          price?: number | null;
          cost?: number | null;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          name?: string;
          description?: string;
          type?: Database['public']['Enums']['product_type'];
          image?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          price?: number | null;
          cost?: number | null;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'products_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          id: string;
          username: string | null;
          full_name: string | null;
          avatar_url: string | null;
          updated_at: string | null;
        };
        Insert: {
          id: string;
          username?: string | null;
          full_name?: string | null;
          avatar_url?: string | null;
          updated_at?: string | null;
        };
        Update: {
          id?: string;
          username?: string | null;
          full_name?: string | null;
          avatar_url?: string | null;
          updated_at?: string | null;
        };
        Relationships: [];
      };
      review_replies: {
        Row: {
          id: string;
          lodge_id: string;
          review_id: string;
          body: string;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          review_id: string;
          body: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          review_id?: string;
          body?: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'review_replies_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'review_replies_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'review_replies_lodge_id_review_id_fkey';
            columns: ['lodge_id', 'review_id'];
            isOneToOne: false;
            referencedRelation: 'reviews';
            referencedColumns: ['lodge_id', 'id'];
          },
        ];
      };
      reviews: {
        Row: {
          id: string;
          lodge_id: string;
          guest_name: string;
          review_date: string;
          body: string;
          rating: number;
          source: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          guest_name: string;
          review_date: string;
          body: string;
          rating: number;
          source?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          guest_name?: string;
          review_date?: string;
          body?: string;
          rating?: number;
          source?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'reviews_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reviews_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      room_out_of_order: {
        Row: {
          id: string;
          lodge_id: string;
          room_id: string;
          starts_on: string;
          ends_on: string;
          reason: string;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          room_id: string;
          starts_on: string;
          ends_on: string;
          reason: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          room_id?: string;
          starts_on?: string;
          ends_on?: string;
          reason?: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'room_out_of_order_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'room_out_of_order_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'room_out_of_order_lodge_id_room_id_fkey';
            columns: ['lodge_id', 'room_id'];
            isOneToOne: false;
            referencedRelation: 'rooms';
            referencedColumns: ['lodge_id', 'id'];
          },
        ];
      };
      room_status_changes: {
        Row: {
          id: string;
          lodge_id: string;
          room_id: string;
          status: string;
          marked_at: string;
          marked_by: string | null;
          note: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          room_id: string;
          status: string;
          marked_at: string;
          marked_by?: string | null;
          note?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          room_id?: string;
          status?: string;
          marked_at?: string;
          marked_by?: string | null;
          note?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'room_status_changes_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'room_status_changes_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'room_status_changes_lodge_id_room_id_fkey';
            columns: ['lodge_id', 'room_id'];
            isOneToOne: false;
            referencedRelation: 'rooms';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'room_status_changes_marked_by_fkey';
            columns: ['marked_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      rooms: {
        Row: {
          id: string;
          lodge_id: string;
          name: string;
          room_type: string;
          sleeps: number;
          nightly_rate: number | null;
          sort_order: number;
          housekeeping_status: string;
          housekeeping_marked_at: string | null;
          housekeeping_marked_by: string | null;
          version: number;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          name: string;
          room_type?: string;
          sleeps?: number;
          nightly_rate?: number | null;
          sort_order?: number;
          housekeeping_status?: string;
          housekeeping_marked_at?: string | null;
          housekeeping_marked_by?: string | null;
          version?: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          name?: string;
          room_type?: string;
          sleeps?: number;
          nightly_rate?: number | null;
          sort_order?: number;
          housekeeping_status?: string;
          housekeeping_marked_at?: string | null;
          housekeeping_marked_by?: string | null;
          version?: number;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'rooms_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'rooms_housekeeping_marked_by_fkey';
            columns: ['housekeeping_marked_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'rooms_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      shifts: {
        Row: {
          id: string;
          lodge_id: string;
          staff_member_id: string;
          date: string;
          starts_at: string | null;
          ends_at: string | null;
          note: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          staff_member_id: string;
          date: string;
          starts_at?: string | null;
          ends_at?: string | null;
          note?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          staff_member_id?: string;
          date?: string;
          starts_at?: string | null;
          ends_at?: string | null;
          note?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'shifts_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'shifts_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'shifts_lodge_id_staff_member_id_fkey';
            columns: ['lodge_id', 'staff_member_id'];
            isOneToOne: false;
            referencedRelation: 'staff_members';
            referencedColumns: ['lodge_id', 'id'];
          },
        ];
      };
      social_mentions: {
        Row: {
          id: string;
          lodge_id: string;
          image: string;
          image_alt: string;
          likes: number;
          comments: number;
          author: string;
          platform: string;
          caption: string;
          posted_at: string;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          image: string;
          image_alt: string;
          likes?: number;
          comments?: number;
          author: string;
          platform: string;
          caption?: string;
          posted_at?: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          image?: string;
          image_alt?: string;
          likes?: number;
          comments?: number;
          author?: string;
          platform?: string;
          caption?: string;
          posted_at?: string;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'social_mentions_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'social_mentions_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
        ];
      };
      staff_members: {
        Row: {
          id: string;
          lodge_id: string;
          name: string;
          role_label: string | null;
          phone: string | null;
          user_id: string | null;
          image: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          name: string;
          role_label?: string | null;
          phone?: string | null;
          user_id?: string | null;
          image?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          name?: string;
          role_label?: string | null;
          phone?: string | null;
          user_id?: string | null;
          image?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'staff_members_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'staff_members_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'staff_members_lodge_id_user_id_fkey';
            columns: ['lodge_id', 'user_id'];
            isOneToOne: true;
            referencedRelation: 'lodge_members';
            referencedColumns: ['lodge_id', 'user_id'];
          },
        ];
      };
      stay_rooms: {
        Row: {
          id: string;
          lodge_id: string;
          booking_id: string;
          room_id: string;
          arrival: string;
          departure: string;
          nightly_rate: number;
          released: boolean;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          booking_id: string;
          room_id: string;
          arrival: string;
          departure: string;
          nightly_rate?: number;
          released?: boolean;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          booking_id?: string;
          room_id?: string;
          arrival?: string;
          departure?: string;
          nightly_rate?: number;
          released?: boolean;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'stay_rooms_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'stay_rooms_lodge_id_booking_id_fkey';
            columns: ['lodge_id', 'booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['lodge_id', 'id'];
          },
          {
            foreignKeyName: 'stay_rooms_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'stay_rooms_lodge_id_room_id_fkey';
            columns: ['lodge_id', 'room_id'];
            isOneToOne: false;
            referencedRelation: 'rooms';
            referencedColumns: ['lodge_id', 'id'];
          },
        ];
      };
      training_progress: {
        Row: {
          id: string;
          lodge_id: string;
          user_id: string;
          module_id: string;
          progress: number;
          completed_at: string | null;
          created_at: string;
          created_by: string | null;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lodge_id: string;
          user_id?: string;
          module_id: string;
          progress?: number;
          completed_at?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          user_id?: string;
          module_id?: string;
          progress?: number;
          completed_at?: string | null;
          created_at?: string;
          created_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'training_progress_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'training_progress_lodge_id_fkey';
            columns: ['lodge_id'];
            isOneToOne: false;
            referencedRelation: 'lodges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'training_progress_lodge_id_user_id_fkey';
            columns: ['lodge_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'lodge_members';
            referencedColumns: ['lodge_id', 'user_id'];
          },
        ];
      };
    };
    Views: Record<never, never>;
    Functions: {
      accept_lodge_invitation: {
        Args: { p_code: string };
        Returns: string;
      };
      add_booking_item: {
        Args: {
          p_id: string;
          p_lodge_id: string;
          p_booking_id: string;
          p_quantity: number;
          p_product_id?: string;
          p_unit_price?: Json;
        };
        Returns: Database['public']['Tables']['booking_items']['Row'];
      };
      audit_trail: {
        Args: {
          p_lodge_id: string;
          p_month?: string;
          p_booking_id?: string;
          p_actor_id?: string;
          p_limit?: number;
        };
        Returns: Json;
      };
      book_stay: {
        Args: { p_stay: Json };
        Returns: Database['public']['Tables']['bookings']['Row'];
      };
      change_stay_dates: {
        Args: { p_booking_id: string; p_version: number; p_arrival: string; p_departure: string };
        Returns: Database['public']['Tables']['bookings']['Row'];
      };
      channel_shares: {
        Args: { p_lodge_id: string };
        Returns: Json;
      };
      check_in_stay: {
        Args: { p_booking_id: string; p_version: number };
        Returns: Database['public']['Tables']['bookings']['Row'];
      };
      check_out_stay: {
        Args: { p_booking_id: string; p_version: number };
        Returns: Database['public']['Tables']['bookings']['Row'];
      };
      close_finance_month: {
        Args: { p_lodge_id: string; p_month: string };
        Returns: string;
      };
      create_lodge: {
        Args: { p_name: string; p_location?: string; p_timezone?: string; p_add_sample?: boolean };
        Returns: string;
      };
      create_lodge_invitation: {
        Args: { p_lodge_id: string; p_role: Database['public']['Enums']['lodge_role'] };
        Returns: Database['public']['Tables']['lodge_invitations']['Row'];
      };
      day_pack_changes: {
        Args: { p_lodge_id: string; p_since: string; p_dated_since: string; p_from: string; p_to: string };
        Returns: Json;
      };
      day_pack_money: {
        Args: { p_lodge_id: string; p_dated_since: string; p_from: string; p_to: string };
        Returns: Json;
      };
      ensure_first_lodge: {
        Args: Record<PropertyKey, never>;
        Returns: string;
      };
      finance_month_lines: {
        Args: { p_lodge_id: string; p_month: string };
        Returns: Json;
      };
      finance_summary: {
        Args: { p_lodge_id: string; p_month: string };
        Returns: Json;
      };
      finance_year: {
        Args: { p_lodge_id: string; p_month: string };
        Returns: Json;
      };
      free_rooms: {
        Args: { p_lodge_id: string; p_arrival: string; p_departure: string; p_except_booking_id?: string };
        Returns: Database['public']['Tables']['rooms']['Row'][];
      };
      housekeeping_board: {
        Args: { p_lodge_id: string; p_day: string };
        Returns: {
          room_id: string;
          name: string;
          room_type: string;
          status: string;
          departure_today: boolean;
          stay_over: boolean;
          arrival_today: boolean;
          out_of_order: boolean;
          marked_at: string;
          marked_by_name: string;
        }[];
      };
      invite_code_is_valid: {
        Args: { p_code: string };
        Returns: boolean;
      };
      is_username_available: {
        Args: { candidate: string };
        Returns: boolean;
      };
      join_lodge_from_sign_up: {
        Args: Record<PropertyKey, never>;
        Returns: string;
      };
      language_practice_summary: {
        Args: { p_lodge_id: string };
        Returns: {
          days_practised: number;
          streak_days: number;
          best_streak_days: number;
          practised_today: boolean;
        }[];
      };
      lodge_currency_locked: {
        Args: { p_lodge_id: string };
        Returns: boolean;
      };
      mark_room: {
        Args: { p_room_id: string; p_status: string; p_marked_at?: string };
        Returns: Database['public']['Tables']['rooms']['Row'];
      };
      move_stay_room: {
        Args: {
          p_booking_id: string;
          p_version: number;
          p_from_room_id: string;
          p_to_room_id: string;
          p_from_night?: string;
        };
        Returns: Database['public']['Tables']['bookings']['Row'];
      };
      occupancy_summary: {
        Args: { p_lodge_id: string; p_month: string };
        Returns: {
          room_type: string;
          nights_available: number;
          nights_sold: number;
          room_revenue: number;
          occupancy: number;
          adr: number;
          revpar: number;
        }[];
      };
      occupancy_year: {
        Args: { p_lodge_id: string; p_month: string };
        Returns: {
          rooms: number;
          nights_available: number;
          nights_sold: number;
          room_revenue: number;
          occupancy: number;
          adr: number;
        }[];
      };
      open_lodge: {
        Args: { p_lodge_id: string };
        Returns: undefined;
      };
      record_fund_disbursement: {
        Args: {
          p_lodge_id: string;
          p_entry_date: string;
          p_amount: Json;
          p_purpose: string;
          p_recipient: string;
          p_note?: string;
          p_id?: string;
        };
        Returns: string;
      };
      record_payment: {
        Args: {
          p_id: string;
          p_lodge_id: string;
          p_booking_id: string;
          p_amount: Json;
          p_method: string;
          p_reference?: string;
        };
        Returns: Database['public']['Tables']['payments']['Row'];
      };
      redeem_lodge_invitation: {
        Args: { p_code: string };
        Returns: Json;
      };
      remove_booking_item: {
        Args: { p_item_id: string; p_version: number; p_reason: string };
        Returns: undefined;
      };
      remove_payment: {
        Args: { p_payment_id: string; p_version: number; p_reason: string };
        Returns: undefined;
      };
      remove_sample_content: {
        Args: { p_lodge_id: string };
        Returns: number;
      };
      reverse_fund_entry: {
        Args: { p_entry_id: string; p_note?: string };
        Returns: string;
      };
      revoke_lodge_invitation: {
        Args: { p_invitation_id: string };
        Returns: Database['public']['Tables']['lodge_invitations']['Row'];
      };
      set_stay_status: {
        Args: { p_booking_id: string; p_version: number; p_status: string };
        Returns: Database['public']['Tables']['bookings']['Row'];
      };
      update_booking_item: {
        Args: {
          p_item_id: string;
          p_version: number;
          p_quantity: number;
          p_unit_price: Json;
          p_reason?: string;
        };
        Returns: Database['public']['Tables']['booking_items']['Row'];
      };
      update_payment: {
        Args: {
          p_payment_id: string;
          p_version: number;
          p_amount: Json;
          p_method: string;
          p_reference?: string;
          p_reason?: string;
        };
        Returns: Database['public']['Tables']['payments']['Row'];
      };
    };
    Enums: {
      booking_status: 'tentative' | 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled' | 'no_show';
      lodge_role: 'owner' | 'manager' | 'staff' | 'trustee';
      product_type: 'accommodation' | 'activity' | 'package';
    };
    CompositeTypes: Record<never, never>;
  };
}

type PublicSchema = Database['public'];

/** A table's row, e.g. `Tables<'bookings'>`. */
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];

/** What an insert into a table may carry, e.g. `TablesInsert<'bookings'>`. */
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];

/** What an update of a table may carry, e.g. `TablesUpdate<'bookings'>`. */
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];

/** An enum's values, e.g. `Enums<'lodge_role'>`. */
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];
