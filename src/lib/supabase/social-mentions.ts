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
    platform: row.platform as SocialPost['platform'], // the table's check keeps it to these three
    caption: row.caption,
  }));
}
