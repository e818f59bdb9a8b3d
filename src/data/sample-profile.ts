/**
 * The sample profile the drawer shows when nobody is signed in (spec §1: "a name and an organisation
 * name").
 */
export const sampleProfile = {
  name: 'Neo Kgosi',
  organisation: 'Okavango Community Trust',
} as const;
