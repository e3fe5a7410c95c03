/** The one patron the e2e run's SIP2 library system knows (e2e/sip2-system.ts), at library 4. */
export const SIP2_LIBRARY_ID = 4;
export const SIP2_PATRON = { cardNumber: 'SIP2PATRON', pin: 'Film2026x' } as const;
/** The institution id (AO) the e2e run's SIP2 library system is set up with. */
export const SIP2_INSTITUTION_ID = 'UPPSALA';
