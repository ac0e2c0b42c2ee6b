/** The countries the account knows, with the states of those that require one. */

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
