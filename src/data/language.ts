import type { RecommendedCourse } from './training';

/** A language learning path (the three path cards of spec §2 /language). */
export interface LanguagePath {
  id: string;
  language: string;
  title: string;
  description: string;
  /** Percent, 0-100. */
  progress: number;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
}

/** The three learning paths. */
export const languagePaths: readonly LanguagePath[] = [
  {
    id: 'lp-english',
    language: 'English',
    title: 'English for Guest Service',
    description: 'Welcomes, directions, menus and small talk around the fire.',
    progress: 70,
    level: 'Intermediate',
  },
  {
    id: 'lp-german',
    language: 'German',
    title: 'German Basics for Guides',
    description: 'Greetings, numbers and animal names for our many German guests.',
    progress: 30,
    level: 'Beginner',
  },
  {
    id: 'lp-french',
    language: 'French',
    title: 'French Greetings',
    description: 'First words to make French-speaking guests feel at home.',
    progress: 0,
    level: 'Beginner',
  },
];

/** Practice this week (spec §9: weekly goal 5 of 7 days, streak 3, best 12). */
export const languagePractice = {
  daysPractised: 5,
  weeklyGoalDays: 7,
  streakDays: 3,
  bestStreakDays: 12,
} as const;

/** The language screen's suggestion. */
export const recommendedLanguageCourse: RecommendedCourse = {
  title: 'Explaining Safety in Two Languages',
  description: 'Give the mokoro and bush-walk safety briefing in English and German.',
  length: '4 lessons · 30 min',
};
