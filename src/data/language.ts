import type { RecommendedCourse } from './training';

/** A language learning path (the three path cards of spec §2 /language). */
export interface LanguagePath {
  id: string;
  language: string;
  title: string;
  description: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
}

/** The three learning paths. */
export const languagePaths: readonly LanguagePath[] = [
  {
    id: 'lp-english',
    language: 'English',
    title: 'English for Guest Service',
    description: 'Welcomes, directions, menus and small talk around the fire.',
    level: 'Intermediate',
  },
  {
    id: 'lp-german',
    language: 'German',
    title: 'German Basics for Guides',
    description: 'Greetings, numbers and animal names for our many German guests.',
    level: 'Beginner',
  },
  {
    id: 'lp-french',
    language: 'French',
    title: 'French Greetings',
    description: 'First words to make French-speaking guests feel at home.',
    level: 'Beginner',
  },
];

/**
 * The weekly practice goal, in days of the last 7 (spec §9 "weekly goal 5 of 7 days": 7 is the goal;
 * the days practised, the streak and the best streak come from the database).
 */
export const weeklyGoalDays = 7;

/** The language screen's suggestion. */
export const recommendedLanguageCourse: RecommendedCourse = {
  title: 'Explaining Safety in Two Languages',
  description: 'Give the mokoro and bush-walk safety briefing in English and German.',
  length: '4 lessons · 30 min',
};
