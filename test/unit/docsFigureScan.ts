import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Finds the figures a reader of README.md and docs/*.md meets: every number stated with a unit of
 * time or size, a count of requests, polls, pages, bits, tries or windows (and the few other counts
 * a limit is stated in), a percentage, a port or a version. Code blocks, inline code, link targets
 * and comments are not read: what they hold is a name or a command, not a figure stated to a
 * reader. docsFigures.test.ts traces each figure to its source.
 */

const root = path.join(__dirname, '../..');

/** The pages scanned: README.md and every page directly under docs/. */
export const figurePages = [
	'README.md',
	...readdirSync(path.join(root, 'docs'))
		.filter((file) => file.endsWith('.md'))
		.sort()
		.map((file) => `docs/${file}`),
];

export const readPage = (page: string) => readFileSync(path.join(root, page), 'utf8');

/** What a figure measures; a count names what it counts. */
export type Dimension =
	| 'seconds'
	| 'bytes'
	| 'bits'
	| 'percent'
	| 'port'
	| 'version'
	| `count of ${string}`
	/** Any number of a measured block: a table's cells state their units in its header. */
	| 'number';

export interface Figure {
	page: string;
	/** 1-based. */
	line: number;
	/** The figure as the page writes it, its unit included. */
	text: string;
	dimension: Dimension;
	/** Each number the text states, in the dimension's unit (a version as written). */
	values: Array<number | string>;
}

/** A block of figures a script prints, as the page marks it. */
export interface MeasuredBlock {
	page: string;
	/** The marker's line, 1-based. */
	line: number;
	/** The command the marker names: `npm run <script>` or `npm test`. */
	command: string;
	figures: Figure[];
	closed: boolean;
}

/** Units of time and size, each to its dimension's unit. */
const scaledUnits: Array<[RegExp, Dimension, number]> = [
	[/^(ms|milliseconds?)$/, 'seconds', 0.001],
	[/^(s|seconds?)$/, 'seconds', 1],
	[/^(min|minutes?)$/, 'seconds', 60],
	[/^(h|hours?)$/, 'seconds', 3600],
	[/^days?$/, 'seconds', 86_400],
	[/^years?$/, 'seconds', 365 * 86_400],
	[/^bytes?$/, 'bytes', 1],
	[/^(kB|KB)$/, 'bytes', 1000],
	[/^MB$/, 'bytes', 1e6],
	[/^GB$/, 'bytes', 1e9],
	[/^bits?$/, 'bits', 1],
	[/^%$/, 'percent', 1],
];

/** Counts: the noun (singular or plural) to what it counts. */
const countedNouns: Record<string, string> = {
	request: 'requests',
	requests: 'requests',
	get: 'requests',
	gets: 'requests',
	poll: 'polls',
	polls: 'polls',
	page: 'pages',
	pages: 'pages',
	retry: 'tries',
	retries: 'tries',
	try: 'tries',
	tries: 'tries',
	times: 'tries',
	window: 'windows',
	windows: 'windows',
	pass: 'passes',
	passes: 'passes',
	login: 'logins',
	logins: 'logins',
	refresh: 'refreshes',
	refreshes: 'refreshes',
	character: 'characters',
	characters: 'characters',
	field: 'fields',
	fields: 'fields',
	device: 'devices',
	devices: 'devices',
	record: 'records',
	records: 'records',
	employee: 'employees',
	employees: 'employees',
	transaction: 'transactions',
	transactions: 'transactions',
	department: 'departments',
	departments: 'departments',
	campaign: 'campaigns',
	campaigns: 'campaigns',
	recovery: 'recoveries',
	recoveries: 'recoveries',
	location: 'locations',
	locations: 'locations',
	worker: 'workers',
	workers: 'workers',
	history: 'histories',
	histories: 'histories',
	execution: 'executions',
	executions: 'executions',
};

/** Words that may stand between a number and its unit: "3 more times", "300 single Employee Gets". */
const MODIFIER = String.raw`(?:more|new|fresh|single|recovery|Employee|further|other|consecutive|distinct|scaled)`;
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|½`;
/** Numbers sharing one unit: "1, 2, 4 … 30 s", "7 to 11 minutes", "2–5". */
const SERIES = String.raw`(?:${NUMBER})(?:(?:,\s(?:${NUMBER}))*,?\s…\s(?:${NUMBER})|(?:\sto\s|\sor\s|\sand\s|–|-|\s-\s|\s–\s)(?:${NUMBER}))?`;
const UNIT = String.raw`ms|milliseconds?|s|seconds?|min|minutes?|h|hours?|days?|years?|bytes?|kB|KB|MB|GB|bits?|%|[A-Za-z]+`;
/** Not the digits of a longer token: a version's parts, an id, 2^28's exponent, SHA-256. */
const NOT_INSIDE = String.raw`(?<![\w.^/:#-]|[+×/−*]\s)`;

const quantity = new RegExp(
	String.raw`${NOT_INSIDE}(${SERIES})(?:\s?(%)|(?:\s|-)(?:${MODIFIER}\s){0,2}(${UNIT})\b)`,
	'g',
);
const version = new RegExp(
	[
		String.raw`${NOT_INSIDE}\d+\.\d+\.\d+(?![\w.])`,
		String.raw`(?<=\bn8n(?:'s)?\s|\bn8n\s\d+\.\d+\sand\s|\bn8n\s\d+\.\d+\sor\s)\d+\.(?:\d+|x)(?![\w.])`,
		String.raw`(?<=\bNode(?:\.js)?\s)\d+(?:\.\d+)?(?![\w.])`,
		String.raw`(?<=\b(?:[Vv]ersions?|stateVersion)\s)\d+(?:\.\d+)?(?![\w.])`,
		String.raw`(?<=\bStrykerJS\s)\d+(?![\w.])`,
	].join('|'),
	'g',
);
/** Max Requests per Poll's value, a count of requests: "Max Requests per Poll 1", "(10)". */
const maxRequestsPerPoll = new RegExp(
	String.raw`Max Requests\s+per\s+Poll(?:\s+of)?\s+\(?(${SERIES})(?![\d.,]\d)`,
	'g',
);
const port = /(?<=(?:127\.0\.0\.1|localhost):)\d+|(?<=\bports?\s)\d+(?:\sand\s\d+)?/g;

const numberOf = (text: string) => (text === '½' ? 0.5 : Number(text.replace(/,/g, '')));

/** The line as a reader sees its text: no inline code, link targets, autolinks or comments. */
function prose(line: string): string {
	return line
		.replace(/<!--.*?-->/g, ' ')
		.replace(/`[^`]*`/g, ' ')
		.replace(/\]\([^)]*\)/g, ']')
		.replace(/<(https?:[^>]*)>/g, (_, url: string) => ` ${portsOf(url)} `)
		.replace(/https?:\/\/\S+/g, (url) => ` ${portsOf(url)} `);
}

/** A URL keeps only its port, the one figure in it: "127.0.0.1:4010". */
const portsOf = (url: string) => /(?:127\.0\.0\.1|localhost):\d+/.exec(url)?.[0] ?? '';

/**
 * The figures of a text, which may run over several lines (a paragraph wraps where it wraps):
 * `lineOf` gives the page's line of an offset into it.
 */
function figuresOf(page: string, text: string, lineOf: (offset: number) => number): Figure[] {
	const figures: Figure[] = [];
	const taken: Array<[number, number]> = [];
	const add = (at: number, found: string, dimension: Dimension, values: Figure['values']) => {
		const end = at + found.length;
		if (taken.some(([from, to]) => at < to && end > from)) return;
		taken.push([at, end]);
		figures.push({ page, line: lineOf(at), text: found.replace(/\s+/g, ' '), dimension, values });
	};
	for (const match of text.matchAll(version)) {
		add(match.index, match[0], 'version', [match[0]]);
	}
	for (const match of text.matchAll(port)) {
		add(match.index, match[0], 'port', match[0].split(/\sand\s/).map(Number));
	}
	for (const match of text.matchAll(maxRequestsPerPoll)) {
		const at = match.index + match[0].length - match[1].length;
		const values = [...match[1].matchAll(new RegExp(NUMBER, 'g'))].map((n) => numberOf(n[0]));
		add(at, match[1], 'count of requests', values);
	}
	for (const match of text.matchAll(quantity)) {
		const unit = match[2] ?? match[3];
		const scaled = scaledUnits.find(([pattern]) => pattern.test(unit));
		const counted = countedNouns[unit.toLowerCase()];
		if (!scaled && !counted) continue;
		const [dimension, factor]: [Dimension, number] = scaled
			? [scaled[1], scaled[2]]
			: [`count of ${counted}`, 1];
		const numbers = [...match[1].matchAll(new RegExp(NUMBER, 'g'))].map((number) => number[0]);
		// "the quota's 429 and 6 times": an HTTP status is no figure of the series
		if (numbers.length > 1 && /^[45]\d\d$/.test(numbers[0])) numbers.shift();
		add(
			match.index,
			match[0],
			dimension,
			numbers.map((number) => numberOf(number) * factor),
		);
	}
	return figures.sort((a, b) => a.line - b.line);
}

/** Every number of a text, each a figure: what a measured block states. */
function numbersOf(page: string, text: string, lineOf: (offset: number) => number): Figure[] {
	return [...text.matchAll(new RegExp(`${NOT_INSIDE}(?:${NUMBER})`, 'g'))].map((match) => ({
		page,
		line: lineOf(match.index),
		text: match[0],
		dimension: 'number',
		values: [numberOf(match[0])],
	}));
}

const MEASURED_START = /<!-- measured: (npm run [\w:-]+|npm test)(?: [^>]*)? -->/;
const MEASURED_END = /<!-- \/measured -->/;

/** A page's figures (of `text`, the page's own unless given): those in measured blocks apart. */
export function scanPage(
	page: string,
	text = readPage(page),
): { figures: Figure[]; measured: MeasuredBlock[] } {
	const lines = text.split('\n');
	/** Each line as a reader sees it, outside measured blocks; blank in code and in the blocks. */
	const outside: string[] = [];
	const measured: MeasuredBlock[] = [];
	const blockLines = new Map<MeasuredBlock, string[]>();
	let fence: string | undefined;
	let block: MeasuredBlock | undefined;
	lines.forEach((line, index) => {
		outside.push('');
		const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
		if (fenceMark && (fence === undefined || fence === fenceMark)) {
			fence = fence === undefined ? fenceMark : undefined;
			return;
		}
		if (fence !== undefined) return;
		const start = MEASURED_START.exec(line);
		if (start) {
			block = { page, line: index + 1, command: start[1], figures: [], closed: false };
			measured.push(block);
			blockLines.set(
				block,
				lines.map(() => ''),
			);
			return;
		}
		if (MEASURED_END.test(line)) {
			if (block) block.closed = true;
			block = undefined;
			return;
		}
		if (block) blockLines.get(block)![index] = prose(line);
		else outside[index] = prose(line);
	});
	const scan = (texts: string[], numbers: boolean) => {
		const starts: number[] = [];
		texts.reduce((offset, text) => (starts.push(offset), offset + text.length + 1), 0);
		const lineOf = (offset: number) => starts.filter((start) => start <= offset).length;
		return (numbers ? numbersOf : figuresOf)(page, texts.join('\n'), lineOf);
	};
	for (const [measuredBlock, texts] of blockLines) measuredBlock.figures = scan(texts, true);
	return { figures: scan(outside, false), measured };
}
