/**
 * Dates the API formats for display ("Nov 1, 2026") as YYYY-MM-DD. Also reads YYYY-MM-DD and ISO
 * 8601 timestamps (their UTC date). Anything else, or a day that is not on the calendar, gives null
 * rather than a guess.
 */
const MONTH_NAMES = [
	'january',
	'february',
	'march',
	'april',
	'may',
	'june',
	'july',
	'august',
	'september',
	'october',
	'november',
	'december',
];

/** "nov" and "november" (and "sept") → 11; unknown names → 0. */
function monthNumber(name: string): number {
	const lower = name.toLowerCase();
	const index = MONTH_NAMES.findIndex(
		(month) =>
			month === lower || month.slice(0, 3) === lower || (lower === 'sept' && month === 'september'),
	);
	return index + 1;
}

function calendarDate(year: number, month: number, day: number): string | null {
	const date = new Date(Date.UTC(year, month - 1, day));
	const real =
		date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
	return real ? date.toISOString().slice(0, 10) : null;
}

export function parseDisplayDate(value: unknown): string | null {
	if (typeof value !== 'string') return null;
	const text = value.trim();

	const named = /^([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})$/.exec(text);
	if (named) {
		const month = monthNumber(named[1]);
		return month ? calendarDate(Number(named[3]), month, Number(named[2])) : null;
	}

	const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (ymd) return calendarDate(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));

	if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) {
		const time = Date.parse(text);
		return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
	}
	return null;
}

const UTC_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** How far the wall clock of `timeZone` is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).formatToParts(new Date(instant));
	const part = (type: Intl.DateTimeFormatPartTypes) =>
		Number(parts.find((entry) => entry.type === type)?.value);
	const wallClock = Date.UTC(
		part('year'),
		part('month') - 1,
		part('day'),
		part('hour'),
		part('minute'),
		part('second'),
	);
	return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant an ISO 8601 date or date-time names. One without an offset (n8n's date picker gives
 * none) is a wall-clock time in `timeZone`, the workflow's time zone, not the server's.
 */
export function instantInTimeZone(text: string, timeZone: string): Date {
	if (UTC_OFFSET.test(text)) return new Date(text);
	const [day, time = '00:00:00'] = text.split(/[T ]/);
	const asIfUtc = Date.parse(`${day}T${time}Z`);
	const offset = zoneOffsetMs(asIfUtc - zoneOffsetMs(asIfUtc, timeZone), timeZone);
	return new Date(asIfUtc - offset);
}
