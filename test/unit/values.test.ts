import {
	calendarDate,
	calendarDateOrUsDate,
	countryCode,
	currencyCode,
	email,
	InvalidValue,
	isoTimestamp,
	maxLength,
	oneOf,
	optionalText,
	phoneDigits,
	sameIgnoringCase,
	textOrNull,
	wholeNumberAtLeastOne,
} from '../../nodes/shared/values';

describe('the value layer both nodes use', () => {
	test.each([
		['a calendar day', calendarDate, '2028-02-29', '2028-02-29'],
		['a US date', calendarDateOrUsDate, '02/29/2028', '2028-02-29'],
		[
			'an ISO date-time with an offset',
			isoTimestamp,
			'2026-11-01T09:30:00+01:00',
			'2026-11-01T09:30:00+01:00',
		],
		['an email', email, 'ada@example.com', 'ada@example.com'],
		['a phone with spaces and dashes', phoneDigits, '512 555-0199', '5125550199'],
		['a lower-case country code', countryCode, ' gb ', 'GB'],
		['a lower-case currency code', currencyCode, 'eur', 'EUR'],
		[
			'a location type in another case',
			oneOf(['Warehouse'], sameIgnoringCase),
			'warehouse',
			'Warehouse',
		],
		['a text within its length', maxLength(3), 'abc', 'abc'],
	])('%s is accepted and normalised', (_, check, input, expected) => {
		expect((check as (value: string) => unknown)(input)).toBe(expected);
	});

	test.each([
		['Feb 30', calendarDate, '2026-02-30', '"2026-02-30" is not a date in the form YYYY-MM-DD'],
		['a year-less date', calendarDate, '11/20', '"11/20" is not a date in the form YYYY-MM-DD'],
		[
			'a US date off the calendar',
			calendarDateOrUsDate,
			'02/30/2026',
			`"02/30/2026" is not a date in the form YYYY-MM-DD or MM/DD/YYYY (e.g. {{ $now.toFormat('yyyy-MM-dd') }})`,
		],
		[
			'a date-time on Feb 30',
			isoTimestamp,
			'2026-02-30T00:00:00Z',
			'"2026-02-30T00:00:00Z" is not an ISO 8601 date and time, e.g. 2026-11-01T00:00:00Z',
		],
		['an address without a domain', email, 'ada@', '"ada@" is not a valid email address'],
		[
			'a phone with a country code',
			phoneDigits,
			'+1 512',
			'"+1 512" must contain digits only, without the country code',
		],
		[
			'a country name',
			countryCode,
			'USA',
			'"USA" is not an ISO 3166-1 alpha-2 country code (e.g. US, GB)',
		],
		[
			'a two-letter currency',
			currencyCode,
			'US',
			'"US" is not an ISO 4217 currency code (e.g. USD, EUR, GBP)',
		],
		[
			'a typo of a currency',
			currencyCode,
			'UDS',
			'"UDS" is not an ISO 4217 currency code (e.g. USD, EUR, GBP)',
		],
		['a value not in the list', oneOf(['a', 'b']), 'c', '"c" is not one of: a, b'],
		['a text over its length', maxLength(3), 'abcd', 'must be at most 3 characters (got 4)'],
		['a fraction', wholeNumberAtLeastOne, '1.5', 'must be a whole number of at least 1'],
	])('%s is refused with a message that completes "<field>: ..."', (_, check, input, message) => {
		const run = () => (check as (value: string) => unknown)(input);
		expect(run).toThrow(InvalidValue);
		expect(run).toThrow(message);
	});

	test('input text is trimmed and empty input is no value; output text is kept as the API gave it', () => {
		expect(optionalText('  x ')).toBe('x');
		expect(optionalText('   ')).toBeUndefined();
		expect(optionalText(null)).toBeUndefined();
		expect(textOrNull(' x ')).toBe(' x ');
		expect(textOrNull('')).toBeNull();
		expect(textOrNull(0)).toBe('0');
	});
});
