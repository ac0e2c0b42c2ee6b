/**
 * The API's fixed value lists, as the sandbox reads them in the API spec. They are written here
 * and not imported from the node: the sandbox is the independent reading of the API, so a wrong
 * value in the node must be refused by the sandbox, and the value-list contract test compares the
 * node's lists with these ones and names every difference. Lists are `as const` so that the
 * sandbox's schemas and record types are built from the values themselves.
 */

/**
 * Location types accepted on employee create and update (the spec's employee fields and its
 * create-employee body); compared without regard to case.
 */
export const LOCATION_TYPES = [
	'Warehouse',
	'Corporate Office',
	'Retail Store',
	'Remote Employee',
] as const;

/**
 * Employment statuses the sandbox's employees hold. The spec's list of states gives Active and
 * Terminated as examples and takes any text on write; On Leave is a further status the seeded
 * employees use, as the platform does.
 */
export const EMPLOYMENT_STATUSES = ['Active', 'On Leave', 'Terminated'] as const;

/** The recovery reasons by their numeric code (the spec's add-employee-to-campaign body). */
export const RECOVERY_REASONS = [
	{ code: 1, name: 'Refresh' },
	{ code: 2, name: 'Break-Fix' },
	{ code: 3, name: 'Offboarding' },
	{ code: 4, name: 'Other' },
] as const;

export type RecoveryReasonCode = (typeof RECOVERY_REASONS)[number]['code'];

/** The warehouse shipping options an order may ask for (the spec's place-order body). */
export const EXPEDITE_OPTIONS = ['UPS Ground', '2nd Day Air', 'Overnight'] as const;

/** A wallet transaction's status (the spec's list of states and its wallet transactions). */
export const WALLET_TRANSACTION_STATUSES = ['Credit', 'Debit'] as const;

/** The status filter of the wallet transactions: every status, or one. */
export const WALLET_TRANSACTION_STATUS_FILTERS = ['All', ...WALLET_TRANSACTION_STATUSES] as const;

/**
 * A wallet transaction's type: the spec's type filter values of the wallet transactions, less
 * All.
 */
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

/** The type filter of the wallet transactions: every type, or one. */
export const WALLET_TRANSACTION_TYPE_FILTERS = ['All', ...WALLET_TRANSACTION_TYPES] as const;

/**
 * The recovery workflow statuses, in the order of the spec's list of states; the demo clock moves
 * a recovery along this order.
 */
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

/** Currency codes: ISO 4217, the currencies in use (no funds, metals or test codes). */
export const CURRENCY_CODES = (
	'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD ' +
	'CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP ' +
	'GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD ' +
	'KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN ' +
	'NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP ' +
	'SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES ' +
	'VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG'
).split(' ');

/** Country codes: ISO 3166-1 alpha-2, the officially assigned codes, in code order. */
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
