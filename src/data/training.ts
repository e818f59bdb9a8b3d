/** Accent of a training card; each maps to an icon and a theme colour in the training screens. */
export type TrainingVariant = 'guests' | 'food' | 'housekeeping' | 'safety' | 'language';

/**
 * Training module (spec §3): id, title, description, progress (0-100), completed, path, variant. `path`
 * is set only where the app has a screen for the module.
 */
export interface TrainingModule {
  id: string;
  title: string;
  description: string;
  /** Percent, 0-100. */
  progress: number;
  completed: boolean;
  path?: '/hospitality/housekeeping' | '/language';
  variant: TrainingVariant;
}

/** A suggested next course (the "recommended course" cards of spec §2). */
export interface RecommendedCourse {
  title: string;
  description: string;
  /** Human-readable length, e.g. "6 lessons · 45 min". */
  length: string;
}

/**
 * A module as the app describes it; the member's progress comes from the database
 * (`training_progress`, seeded with the spec's 85, 60, 25 and 0 percent — spec §9).
 */
export type TrainingModuleInfo = Omit<TrainingModule, 'progress' | 'completed'>;

/** Training home's four modules. */
export const hospitalityModules: readonly TrainingModuleInfo[] = [
  {
    id: 'tm-guest-welcome',
    title: 'Guest Welcome & Check-in',
    description: 'Greeting guests at the boat station, safety briefing and room hand-over.',
    variant: 'guests',
  },
  {
    id: 'tm-food-service',
    title: 'Food & Beverage Service',
    description: 'Serving dinner by the fire, dietary needs and hygiene in the bush kitchen.',
    variant: 'food',
  },
  {
    id: 'tm-housekeeping',
    title: 'Housekeeping',
    description: 'Preparing tents and chalets to the lodge standard with little water and no waste.',
    path: '/hospitality/housekeeping',
    variant: 'housekeeping',
  },
  {
    id: 'tm-safety',
    title: 'Safety & First Aid',
    description: 'Wildlife safety around camp, snake bites and what to do before the doctor arrives.',
    variant: 'safety',
  },
];

/** Training home's suggestion. */
export const recommendedHospitalityCourse: RecommendedCourse = {
  title: 'Telling the Story of the Delta',
  description: 'Share the Okavango’s wildlife, people and seasons with guests in a few memorable minutes.',
  length: '6 lessons · 45 min',
};

/** The housekeeping course: 7 modules (spec §9; the seed puts the learner on the second, "2 of 7"). */
export const housekeepingModules: readonly TrainingModuleInfo[] = [
  {
    id: 'hk-1',
    title: 'Welcome to Housekeeping',
    description: 'The role, the daily rhythm and who to ask.',
    variant: 'housekeeping',
  },
  {
    id: 'hk-2',
    title: 'Preparing a Guest Tent',
    description: 'Bed making, mosquito nets and the welcome touch.',
    variant: 'housekeeping',
  },
  {
    id: 'hk-3',
    title: 'Bathrooms & Water Saving',
    description: 'Cleaning outdoor showers with eco-friendly products and little water.',
    variant: 'housekeeping',
  },
  {
    id: 'hk-4',
    title: 'Laundry by Hand and Sun',
    description: 'Washing, drying and storing linen without a tumble dryer.',
    variant: 'housekeeping',
  },
  {
    id: 'hk-5',
    title: 'Waste Sorting & Recycling',
    description: 'What goes to compost, recycling and the village collection.',
    variant: 'housekeeping',
  },
  {
    id: 'hk-6',
    title: 'Pests & Wildlife in Rooms',
    description: 'Keeping monkeys, insects and snakes out of the tents safely.',
    variant: 'housekeeping',
  },
  {
    id: 'hk-7',
    title: 'Room Inspection Checklist',
    description: 'The final walk-through before guests arrive.',
    variant: 'housekeeping',
  },
];

/** A module's progress as stored: percent 0-100 by module id (a module with no row: not started). */
export type ProgressByModule = ReadonlyMap<string, number>;

/** The catalogue with the member's progress (100 % counts as completed). */
export function withProgress(
  modules: readonly TrainingModuleInfo[],
  progress: ProgressByModule,
): TrainingModule[] {
  return modules.map((module) => {
    const percent = progress.get(module.id) ?? 0;
    return { ...module, progress: percent, completed: percent >= 100 };
  });
}

/**
 * The member's progress with Training's Housekeeping module computed from the 7 housekeeping modules
 * (issue 18: one figure — the mean of the records the Housekeeping screen shows), when there are any;
 * otherwise as stored.
 */
export function withHousekeepingFromModules(progress: ProgressByModule): ProgressByModule {
  const recorded = housekeepingModules.filter((module) => progress.has(module.id));
  if (recorded.length === 0) return progress;
  const sum = housekeepingModules.reduce((total, module) => total + (progress.get(module.id) ?? 0), 0);
  const merged = new Map(progress);
  merged.set('tm-housekeeping', Math.round(sum / housekeepingModules.length));
  return merged;
}

/**
 * Where the learner is in a course (spec §9 "step indicator 2 of 7"): the first module not completed,
 * counted from 1; `total` when every module is done.
 */
export function courseStep(modules: readonly Pick<TrainingModule, 'completed'>[]): {
  current: number;
  total: number;
} {
  const next = modules.findIndex((module) => !module.completed);
  return { current: next === -1 ? modules.length : next + 1, total: modules.length };
}

/**
 * Where the learner stands in a course, from their own records (issue 34: never a sample step):
 * `notStarted` while no module has any progress, `finished` once every module is completed, else
 * `inProgress`.
 */
export type CourseState = 'notStarted' | 'inProgress' | 'finished';

/** See {@link CourseState}. An empty course counts as not started. */
export function courseState(modules: readonly Pick<TrainingModule, 'progress' | 'completed'>[]): CourseState {
  if (modules.length > 0 && modules.every((module) => module.completed)) return 'finished';
  return modules.some((module) => module.progress > 0) ? 'inProgress' : 'notStarted';
}

/** A downloadable training document. `sizeLabel` is the spec's stated size, shown as given. */
export interface TrainingDocument {
  id: string;
  title: string;
  description: string;
  /** File name under `public/docs/`. */
  file: string;
  sizeLabel: string;
}

/** Housekeeping resources: three PDFs of 2.4, 3.1 and 1.2 MB (spec §2). */
export const housekeepingDocuments: readonly TrainingDocument[] = [
  {
    id: 'doc-standards',
    title: 'Housekeeping Standards Manual',
    description: 'The lodge standard for every tent and chalet, step by step.',
    file: 'housekeeping-standards-manual.pdf',
    sizeLabel: '2.4 MB',
  },
  {
    id: 'doc-eco-cleaning',
    title: 'Eco-friendly Cleaning Guide',
    description: 'Which products to use, how to dilute them and how to save water.',
    file: 'eco-friendly-cleaning-guide.pdf',
    sizeLabel: '3.1 MB',
  },
  {
    id: 'doc-checklist',
    title: 'Room Inspection Checklist',
    description: 'A one-page checklist to print and carry on the trolley.',
    file: 'room-inspection-checklist.pdf',
    sizeLabel: '1.2 MB',
  },
];
