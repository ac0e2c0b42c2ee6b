/** Fixed reference data of the sandbox account: countries, product models, inventory, names. */

export interface CountryState {
	code: string;
	name: string;
}

export interface Country {
	code: string;
	name: string;
	isStateRequired: boolean;
	states: CountryState[];
}

const states = (pairs: string): CountryState[] =>
	pairs.split(';').map((pair) => {
		const [code, name] = pair.split(':');
		return { code, name };
	});

export const countries: Country[] = [
	{
		code: 'US',
		name: 'United States',
		isStateRequired: true,
		states: states(
			'AL:Alabama;AK:Alaska;AZ:Arizona;AR:Arkansas;CA:California;CO:Colorado;CT:Connecticut;DE:Delaware;DC:District of Columbia;FL:Florida;GA:Georgia;HI:Hawaii;ID:Idaho;IL:Illinois;IN:Indiana;IA:Iowa;KS:Kansas;KY:Kentucky;LA:Louisiana;ME:Maine;MD:Maryland;MA:Massachusetts;MI:Michigan;MN:Minnesota;MS:Mississippi;MO:Missouri;MT:Montana;NE:Nebraska;NV:Nevada;NH:New Hampshire;NJ:New Jersey;NM:New Mexico;NY:New York;NC:North Carolina;ND:North Dakota;OH:Ohio;OK:Oklahoma;OR:Oregon;PA:Pennsylvania;RI:Rhode Island;SC:South Carolina;SD:South Dakota;TN:Tennessee;TX:Texas;UT:Utah;VT:Vermont;VA:Virginia;WA:Washington;WV:West Virginia;WI:Wisconsin;WY:Wyoming',
		),
	},
	{
		code: 'CA',
		name: 'Canada',
		isStateRequired: true,
		states: states(
			'AB:Alberta;BC:British Columbia;MB:Manitoba;NB:New Brunswick;NL:Newfoundland and Labrador;NS:Nova Scotia;NT:Northwest Territories;NU:Nunavut;ON:Ontario;PE:Prince Edward Island;QC:Quebec;SK:Saskatchewan;YT:Yukon',
		),
	},
	{
		code: 'AU',
		name: 'Australia',
		isStateRequired: true,
		states: states(
			'ACT:Australian Capital Territory;NSW:New South Wales;NT:Northern Territory;QLD:Queensland;SA:South Australia;TAS:Tasmania;VIC:Victoria;WA:Western Australia',
		),
	},
	{ code: 'GB', name: 'United Kingdom', isStateRequired: false, states: [] },
	{ code: 'IE', name: 'Ireland', isStateRequired: false, states: [] },
	{ code: 'DE', name: 'Germany', isStateRequired: false, states: [] },
	{ code: 'FR', name: 'France', isStateRequired: false, states: [] },
	{ code: 'NL', name: 'Netherlands', isStateRequired: false, states: [] },
	{ code: 'BE', name: 'Belgium', isStateRequired: false, states: [] },
	{ code: 'ES', name: 'Spain', isStateRequired: false, states: [] },
	{ code: 'IT', name: 'Italy', isStateRequired: false, states: [] },
	{ code: 'PT', name: 'Portugal', isStateRequired: false, states: [] },
	{ code: 'CH', name: 'Switzerland', isStateRequired: false, states: [] },
	{ code: 'AT', name: 'Austria', isStateRequired: false, states: [] },
	{ code: 'SE', name: 'Sweden', isStateRequired: false, states: [] },
	{ code: 'NO', name: 'Norway', isStateRequired: false, states: [] },
	{ code: 'DK', name: 'Denmark', isStateRequired: false, states: [] },
	{ code: 'FI', name: 'Finland', isStateRequired: false, states: [] },
	{ code: 'PL', name: 'Poland', isStateRequired: false, states: [] },
	{ code: 'MX', name: 'Mexico', isStateRequired: false, states: [] },
	{ code: 'BR', name: 'Brazil', isStateRequired: false, states: [] },
	{ code: 'IN', name: 'India', isStateRequired: false, states: [] },
	{ code: 'JP', name: 'Japan', isStateRequired: false, states: [] },
	{ code: 'SG', name: 'Singapore', isStateRequired: false, states: [] },
	{ code: 'NZ', name: 'New Zealand', isStateRequired: false, states: [] },
	{ code: 'IL', name: 'Israel', isStateRequired: false, states: [] },
	{ code: 'AE', name: 'United Arab Emirates', isStateRequired: false, states: [] },
	{ code: 'ZA', name: 'South Africa', isStateRequired: false, states: [] },
];

export const countryByCode = new Map(countries.map((country) => [country.code, country]));

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

export const firstNames = [
	'Ada',
	'Alan',
	'Amara',
	'Ben',
	'Carla',
	'Chen',
	'Dana',
	'Diego',
	'Elena',
	'Emeka',
	'Farah',
	'Felix',
	'Grace',
	'Hana',
	'Hugo',
	'Ines',
	'Ivan',
	'Jonas',
	'Julia',
	'Kofi',
	'Lena',
	'Liam',
	'Maya',
	'Mateo',
	'Nadia',
	'Noah',
	'Olga',
	'Omar',
	'Priya',
	'Quinn',
	'Rosa',
	'Sam',
	'Sofia',
	'Tariq',
	'Uma',
	'Victor',
	'Wen',
	'Yara',
	'Yusuf',
	'Zoe',
];

export const lastNames = [
	'Adams',
	'Baker',
	'Costa',
	'Dubois',
	'Evans',
	'Fischer',
	'Garcia',
	'Hansen',
	'Ito',
	'Jensen',
	'Kowalski',
	'Lopez',
	'Martin',
	'Nakamura',
	'Okafor',
	'Patel',
	'Quinn',
	'Rossi',
	'Schmidt',
	'Tanaka',
	'Usman',
	'Vargas',
	'Walsh',
	'Xu',
	'Young',
	'Zimmer',
	'Silva',
	'Moreau',
	'Novak',
	'Berg',
];

export const departmentNames = [
	'Engineering',
	'Finance',
	'Human Resources',
	'Legal',
	'Marketing',
	'Operations',
	'Sales',
	'Customer Success',
	'IT',
	'Security',
	'Procurement',
	'Design',
	'Data',
	'Facilities',
];

export const officeNames = [
	'HQ Austin',
	'Denver Hub',
	'Seattle Office',
	'London Office',
	'Berlin Office',
	'Toronto Office',
];

export interface ProductModel {
	name: string;
	modelNumber: string;
	manufacturer: string;
	productType: string;
	sku: string;
	hasImei: boolean;
}

export const productModels: ProductModel[] = [
	{
		name: 'MacBook Pro 14"',
		modelNumber: 'A2992',
		manufacturer: 'Apple',
		productType: 'Laptop',
		sku: 'MBP14-M3-512',
		hasImei: false,
	},
	{
		name: 'MacBook Air 13"',
		modelNumber: 'A3113',
		manufacturer: 'Apple',
		productType: 'Laptop',
		sku: 'MBA13-M3-256',
		hasImei: false,
	},
	{
		name: 'ThinkPad X1 Carbon Gen 12',
		modelNumber: '21KC',
		manufacturer: 'Lenovo',
		productType: 'Laptop',
		sku: 'X1C12-I7-512',
		hasImei: false,
	},
	{
		name: 'Latitude 7450',
		modelNumber: 'P179G',
		manufacturer: 'Dell',
		productType: 'Laptop',
		sku: 'LAT7450-U7',
		hasImei: false,
	},
	{
		name: 'iPhone 15',
		modelNumber: 'A3090',
		manufacturer: 'Apple',
		productType: 'Mobile Phone',
		sku: 'IP15-128',
		hasImei: true,
	},
	{
		name: 'Galaxy S24',
		modelNumber: 'SM-S921U',
		manufacturer: 'Samsung',
		productType: 'Mobile Phone',
		sku: 'GS24-256',
		hasImei: true,
	},
	{
		name: 'iPad Air 11"',
		modelNumber: 'A2902',
		manufacturer: 'Apple',
		productType: 'Tablet',
		sku: 'IPADAIR11-128',
		hasImei: true,
	},
	{
		name: 'UltraSharp U2723QE',
		modelNumber: 'U2723QE',
		manufacturer: 'Dell',
		productType: 'Monitor',
		sku: 'U2723QE',
		hasImei: false,
	},
];

export interface InventoryItem {
	title: string;
	sku: string;
	productType: string;
	price: number;
	stock: number;
}

export const inventory: InventoryItem[] = [
	{
		title: 'MacBook Pro 14" M3 16GB 512GB',
		sku: 'INV-MBP14-512',
		productType: 'Laptop',
		price: 1999,
		stock: 42,
	},
	{
		title: 'MacBook Air 13" M3 8GB 256GB',
		sku: 'INV-MBA13-256',
		productType: 'Laptop',
		price: 1099,
		stock: 64,
	},
	{
		title: 'ThinkPad X1 Carbon Gen 12',
		sku: 'INV-X1C12',
		productType: 'Laptop',
		price: 1749,
		stock: 18,
	},
	{
		title: 'Dell Latitude 7450',
		sku: 'INV-LAT7450',
		productType: 'Laptop',
		price: 1389.5,
		stock: 25,
	},
	{
		title: 'iPhone 15 128GB',
		sku: 'INV-IP15-128',
		productType: 'Mobile Phone',
		price: 799,
		stock: 80,
	},
	{
		title: 'Samsung Galaxy S24 256GB',
		sku: 'INV-GS24-256',
		productType: 'Mobile Phone',
		price: 859.99,
		stock: 30,
	},
	{
		title: 'iPad Air 11" 128GB',
		sku: 'INV-IPADAIR-128',
		productType: 'Tablet',
		price: 599,
		stock: 22,
	},
	{
		title: 'Dell UltraSharp 27 4K Monitor',
		sku: 'INV-U2723QE',
		productType: 'Monitor',
		price: 579.99,
		stock: 40,
	},
	{
		title: 'Logitech MX Keys Keyboard',
		sku: 'INV-MXKEYS',
		productType: 'Accessory',
		price: 119.99,
		stock: 150,
	},
	{
		title: 'Logitech MX Master 3S Mouse',
		sku: 'INV-MXM3S',
		productType: 'Accessory',
		price: 99.99,
		stock: 150,
	},
	{
		title: 'Jabra Evolve2 65 Headset',
		sku: 'INV-EVOLVE2',
		productType: 'Accessory',
		price: 249,
		stock: 60,
	},
	{
		title: 'USB-C Docking Station',
		sku: 'INV-DOCK-C',
		productType: 'Accessory',
		price: 229,
		stock: 75,
	},
];
