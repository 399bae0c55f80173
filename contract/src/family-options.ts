/** A family's towns and membership types, without the schemas: the public directory's filters use them alone. */
export const TOWNS = ['Seaton', 'Honiton', 'Axminster', 'Sidmouth'] as const;
export const LOCATION_OPTIONS = [...TOWNS, 'Other'] as const;
export const MEMBERSHIP_TYPES = ['Gold', 'Silver', 'Other'] as const;
