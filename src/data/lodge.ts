/** Reception's line: who staff and guests call when nobody more specific is assigned. */
export const lodgeReception = { name: 'Lodge Reception', phone: '+267 686 1200' } as const;
