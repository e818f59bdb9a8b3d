import { socialImageSrc, type SocialPost } from '../../data/experience';
import { getSupabase } from './client';

/**
 * Posts that mention the lodge, newest first (spec §3 "Social post": image, likes, comments; with
 * author, platform, caption and the image's alt text). @throws the PostgREST error.
 */
export async function fetchSocialMentions(lodgeId: string): Promise<SocialPost[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('social_mentions')
    .select('id, image, image_alt, likes, comments, author, platform, caption')
    .eq('lodge_id', lodgeId)
    .order('posted_at', { ascending: false });
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    image: socialImageSrc(row.image),
    imageAlt: row.image_alt,
    likes: row.likes,
    comments: row.comments,
    author: row.author,
    platform: row.platform, // the table's check keeps it to these three (src/lib/supabase/database.ts)
    caption: row.caption,
  }));
}

/** What an owner or manager may change on a social mention (issue 18; the image stays). */
export type SocialMentionChanges = Pick<
  SocialPost,
  'author' | 'platform' | 'caption' | 'likes' | 'comments' | 'imageAlt'
>;

/**
 * Changes a social mention (owners and managers). @throws the PostgREST error (42501 for staff and
 * trustees); an Error when no row changed (deleted meanwhile).
 */
export async function updateSocialMention(
  lodgeId: string,
  mentionId: string,
  changes: SocialMentionChanges,
): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('social_mentions')
    .update({
      author: changes.author.trim(),
      platform: changes.platform,
      caption: changes.caption,
      likes: changes.likes,
      comments: changes.comments,
      image_alt: changes.imageAlt.trim(),
    })
    .eq('lodge_id', lodgeId)
    .eq('id', mentionId)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('This mention was deleted meanwhile.');
}

/** A new social mention: what can be changed later, plus its picture (an https:// link). */
export type NewSocialMention = SocialMentionChanges & { image: string };

/**
 * Adds a post that mentions the lodge (owners and managers; issue 34), shown first, under a
 * client-made `id` (a retried save cannot add it twice). @throws the PostgREST error (42501 for staff
 * and trustees, 23514 for a blank author or picture description, or a negative count).
 */
export async function insertSocialMention(
  lodgeId: string,
  id: string,
  mention: NewSocialMention,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('social_mentions').insert({
    id,
    lodge_id: lodgeId,
    image: mention.image.trim(),
    author: mention.author.trim(),
    platform: mention.platform,
    caption: mention.caption,
    likes: mention.likes,
    comments: mention.comments,
    image_alt: mention.imageAlt.trim(),
  });
  // 23505 on the row's own id: an earlier try of this same save was kept (its answer was lost).
  if (error && error.code !== '23505') throw error;
}

/** Deletes a social mention (owners and managers). @throws the PostgREST error (42501 for staff and trustees). */
export async function deleteSocialMention(lodgeId: string, mentionId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('social_mentions')
    .delete()
    .eq('lodge_id', lodgeId)
    .eq('id', mentionId);
  if (error) throw error;
}
