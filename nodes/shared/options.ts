/**
 * Static choices of the API: the node's dropdowns and checks, the sandbox's validation and the
 * contract tests all read them from here. The lists are `as const` so that the sandbox can build
 * its schemas and record types from the values themselves.
 */
/** Employment statuses the platform uses; the API takes any text. */
export const EMPLOYMENT_STATUSES = ['Active', 'On Leave', 'Terminated'];

export const LOCATION_TYPES = [
	'Warehouse',
	'Corporate Office',
	'Retail Store',
	'Remote Employee',
] as const;

export const RECOVERY_REASONS = [
	{ name: 'Refresh', value: 1 },
	{ name: 'Break-Fix', value: 2 },
	{ name: 'Offboarding', value: 3 },
	{ name: 'Other', value: 4 },
];

export const EXPEDITE_OPTIONS = ['UPS Ground', '2nd Day Air', 'Overnight'] as const;

/** The status of a wallet transaction. */
export const WALLET_TRANSACTION_STATUSES = ['Credit', 'Debit'] as const;

/** The Status filter of the wallet transactions: every status, or one. */
export const WALLET_TRANSACTION_STATUS_FILTERS = ['All', ...WALLET_TRANSACTION_STATUSES] as const;

/** The type of a wallet transaction. */
export const WALLET_TRANSACTION_TYPES = [
	'Repair',
	'Recycle',
	'ITAD',
	'Remote Recovery',
	'Deployment',
	'Logistics Fee',
	'Shop',
	'Cash Withdrawal',
	'Employee Purchase',
	'RMA',
	'Overage',
	'Logistics',
	'Subscription',
	'Professional Services',
] as const;

/** The Type filter of the wallet transactions: every type, or one. */
export const WALLET_TRANSACTION_TYPE_FILTERS = ['All', ...WALLET_TRANSACTION_TYPES] as const;

export const RECOVERY_STATUSES = [
	'Order Received',
	'Print Shipping Label',
	'Boxes Shipped',
	'Delivered',
	'Label Requested',
	'Label Delivered',
	'Pickup Requested',
	'Pickup Scheduled',
	'Return Shipped',
	'Box Received',
	'Already Returned',
	'Cancelled',
	'Not Responsive',
	'Recovery Failed',
	'Recovery Order',
	'Delivery Failed',
] as const;

/**
 * The ISO 4217 codes of the currencies in use (the standard's list one, without funds, precious
 * metals and test codes), in code order. The API has no list of its own: a cost-center currency is
 * an ISO 4217 code (docs/api-notes.md, Writes with rules of their own).
 */
export const CURRENCY_CODES = (
	'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD ' +
	'CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP ' +
	'GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD ' +
	'KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN ' +
	'NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP ' +
	'SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES ' +
	'VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG'
).split(' ');

/**
 * The officially assigned ISO 3166-1 alpha-2 country codes, in code order: the API's country
 * fields take them (spec, conventions).
 */
export const COUNTRY_CODES = (
	'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
	'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
	'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
	'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
	'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
	'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
	'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
	'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ' +
	'ZW'
).split(' ');

export function asOptions(values: readonly string[]) {
	return values.map((value) => ({ name: value, value }));
}
