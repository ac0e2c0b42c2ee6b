/** Where seeded people live and work: homes, streets, office names. */

/** Where seeded people live: country, a few cities with their state and a zip pattern. */
export const homes: { country: string; city: string; state: string | null; zip: string }[] = [
	{ country: 'US', city: 'Austin', state: 'TX', zip: '787##' },
	{ country: 'US', city: 'Denver', state: 'CO', zip: '802##' },
	{ country: 'US', city: 'Seattle', state: 'WA', zip: '981##' },
	{ country: 'US', city: 'Brooklyn', state: 'NY', zip: '112##' },
	{ country: 'US', city: 'Chicago', state: 'IL', zip: '606##' },
	{ country: 'US', city: 'Oakland', state: 'CA', zip: '946##' },
	{ country: 'US', city: 'Atlanta', state: 'GA', zip: '303##' },
	{ country: 'CA', city: 'Toronto', state: 'ON', zip: 'M5V 2T6' },
	{ country: 'CA', city: 'Vancouver', state: 'BC', zip: 'V6B 1A1' },
	{ country: 'GB', city: 'London', state: null, zip: 'EC1A 1BB' },
	{ country: 'GB', city: 'Manchester', state: null, zip: 'M1 1AE' },
	{ country: 'DE', city: 'Berlin', state: 'Berlin', zip: '10115' },
	{ country: 'IE', city: 'Dublin', state: 'Leinster', zip: 'D02 X285' },
	{ country: 'AU', city: 'Sydney', state: 'NSW', zip: '2000' },
	{ country: 'NL', city: 'Amsterdam', state: 'Noord-Holland', zip: '1011 AB' },
];

export const streets = [
	'Main St',
	'Oak Ave',
	'Maple Dr',
	'Cedar Ln',
	'Park Rd',
	'Lake View',
	'Hill St',
	'River Rd',
	'Elm St',
	'Sunset Blvd',
];

export const officeNames = [
	'HQ Austin',
	'Denver Hub',
	'Seattle Office',
	'London Office',
	'Berlin Office',
	'Toronto Office',
];
