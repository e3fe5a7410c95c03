/**
 * Every catalogue query key starts with 'catalogue', then the interface language (titles, genres and
 * descriptions come back in it). The accounts issue invalidates ['catalogue'] when a favourite flips.
 */
export const catalogueKey = ['catalogue'] as const;
