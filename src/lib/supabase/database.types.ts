/**
 * The database as the app sees it through PostgREST, in the shape `supabase gen types typescript`
 * produces. Hand-kept in step with supabase/migrations (one table so far).
 */
export interface Database {
  public: {
    Tables: {
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
      lodges: {
        Row: {
          id: string;
          name: string;
          location: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id: string;
          name: string;
          location?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          location?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      lodge_members: {
        Row: {
          lodge_id: string;
          user_id: string;
          role: Database['public']['Enums']['lodge_role'];
          created_at: string;
        };
        Insert: {
          lodge_id: string;
          user_id: string;
          role: Database['public']['Enums']['lodge_role'];
          created_at?: string;
        };
        Update: {
          lodge_id?: string;
          user_id?: string;
          role?: Database['public']['Enums']['lodge_role'];
          created_at?: string;
        };
        Relationships: [];
      };
      lodge_invitations: {
        Row: {
          id: string;
          lodge_id: string;
          code: string;
          role: Database['public']['Enums']['lodge_role'];
          expires_at: string;
          used_at: string | null;
          created_by: string | null;
          created_at: string;
        };
        Insert: {
          id: string;
          lodge_id: string;
          code?: string;
          role: Database['public']['Enums']['lodge_role'];
          expires_at?: string;
          used_at?: string | null;
          created_by?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          code?: string;
          role?: Database['public']['Enums']['lodge_role'];
          expires_at?: string;
          used_at?: string | null;
          created_by?: string | null;
          created_at?: string;
        };
        Relationships: [];
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
          guide: string | null;
          guide_phone: string | null;
          status: Database['public']['Enums']['booking_status'];
          created_by: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id: string;
          lodge_id: string;
          date: string;
          time: string;
          name: string;
          guests: number;
          description?: string | null;
          guide?: string | null;
          guide_phone?: string | null;
          status?: Database['public']['Enums']['booking_status'];
          created_by?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          date?: string;
          time?: string;
          name?: string;
          guests?: number;
          description?: string | null;
          guide?: string | null;
          guide_phone?: string | null;
          status?: Database['public']['Enums']['booking_status'];
          created_by?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      booking_notes: {
        Row: {
          id: string;
          lodge_id: string;
          booking_id: string;
          text: string;
          author_id: string | null;
          created_at: string;
        };
        Insert: {
          id: string;
          lodge_id: string;
          booking_id: string;
          text: string;
          author_id?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          booking_id?: string;
          text?: string;
          author_id?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      daily_notes: {
        Row: {
          id: string;
          lodge_id: string;
          date: string;
          text: string;
          author_id: string | null;
          created_at: string;
        };
        Insert: {
          id: string;
          lodge_id: string;
          date: string;
          text: string;
          author_id?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          date?: string;
          text?: string;
          author_id?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      staff_members: {
        Row: {
          id: string;
          lodge_id: string;
          name: string;
          role_label: string;
          phone: string | null;
          user_id: string | null;
          avatar: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id: string;
          lodge_id: string;
          name: string;
          role_label: string;
          phone?: string | null;
          user_id?: string | null;
          avatar?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          name?: string;
          role_label?: string;
          phone?: string | null;
          user_id?: string | null;
          avatar?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      shifts: {
        Row: {
          id: string;
          lodge_id: string;
          staff_member_id: string;
          date: string;
          created_at: string;
        };
        Insert: {
          id: string;
          lodge_id: string;
          staff_member_id: string;
          date: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          lodge_id?: string;
          staff_member_id?: string;
          date?: string;
          created_at?: string;
        };
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: {
      ensure_first_lodge: { Args: Record<PropertyKey, never>; Returns: string };
      create_lodge_invitation: {
        Args: { p_lodge_id: string; p_role: Database['public']['Enums']['lodge_role'] };
        Returns: Database['public']['Tables']['lodge_invitations']['Row'];
      };
      accept_lodge_invitation: { Args: { p_code: string }; Returns: string };
    };
    Enums: {
      lodge_role: 'owner' | 'manager' | 'staff' | 'trustee';
      booking_status: 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled';
    };
    CompositeTypes: Record<never, never>;
  };
}
