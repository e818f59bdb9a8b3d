/**
 * The lodge the sample content describes (spec §1, §2 "the lodge name"). A community-run camp on the
 * Boro channel of the Okavango Delta, owned by the trust shown in the drawer's sample profile.
 */
export const lodgeName = 'Boro River Community Lodge';

/** Reception's line: who staff and guests call when nobody more specific is assigned. */
export const lodgeReception = { name: 'Lodge Reception', phone: '+267 686 1200' } as const;
