/**
 * The numbers a trigger poll keeps to are named once (nodes/AssetLifecycleTrigger/budget.ts): the
 * notices the editor shows and docs/trigger.md's request budget take their figures from there,
 * and a sweep's decisions name them rather than write a number. A constant changed without its
 * notice or its page fails here, naming the figure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { INodeProperties } from 'n8n-workflow';
import ts from 'typescript';

import * as budget from '../../nodes/AssetLifecycleTrigger/budget';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';

const {
	API_REQUESTS_PER_MINUTE,
	DEFAULT_MAX_REQUESTS_PER_POLL,
	FULL_SWEEP_SHARE,
	pollLimits,
	QUOTA_RESERVE_SHARE,
	LARGEST_PAGE_SIZE,
	MODIFIED_SINCE_LOOKBACK_MS,
	recordsPerPoll,
	SLOW_PASS_MS,
	STEP_BACK_REQUESTS,
	WALLET_LOOKBACK_MS,
} = budget;

const IDLE = pollLimits.idleQuotaCeiling;
const DEFAULT = DEFAULT_MAX_REQUESTS_PER_POLL;
const seconds = (ms: number) => ms / 1000;
/** A figure as the pages write it: 20,000. */
const figure = (value: number) => value.toLocaleString('en-US');
/** A share or a duration as the pages write it in words; a value they do not name, as a number. */
const inWords = (value: number, words: Record<number, string>) => words[value] ?? String(value);
const share = (value: number) => inWords(value, { 0.25: 'a quarter', 0.5: 'half' });

const notices = new AssetLifecycleTrigger().description.properties
	.filter((property: INodeProperties) => property.type === 'notice')
	.map((property) => ({ name: property.name, text: property.displayName }));

const trigger = readFileSync(path.join(__dirname, '../../docs/trigger.md'), 'utf8');
const sectionStart = trigger.indexOf('\n## The request budget');
/** docs/trigger.md's section on the request budget, up to the next section. */
const budgetSection = trigger.slice(sectionStart, trigger.indexOf('\n## ', sectionStart + 1));
/** The same, its lines joined, so that a phrase is found however the paragraph is wrapped. */
const budgetProse = budgetSection.replace(/\s+/g, ' ');

/** The numbers in a text, commas removed ("4,500 employees, 30 s": 4500 and 30; not n8n's 8). */
const numbersIn = (text: string) =>
	[...text.matchAll(/(?<!\w)\d[\d,]*(\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, '')));

describe("the event notices' numbers come from the named constants", () => {
	test('there is one notice per event', () => expect(notices).toHaveLength(4));

	test.each(notices.map(({ name, text }) => [name, text]))(
		'%s names no number that is not a constant or their product',
		(_, text) => {
			const named = [
				API_REQUESTS_PER_MINUTE,
				DEFAULT,
				IDLE,
				recordsPerPoll(IDLE),
				recordsPerPoll(DEFAULT),
				WALLET_LOOKBACK_MS / 60_000,
			];
			expect(numbersIn(text).filter((number) => !named.includes(number))).toEqual([]);
		},
	);

	test('each says the requests a poll may send: its default budget, the idle-quota ceiling and the quota', () => {
		for (const { text } of notices) {
			expect(text).toContain(`set in Max Requests per Poll (default ${DEFAULT})`);
			expect(text).toContain(`up to ${IDLE} while nobody else spends`);
			expect(text).toContain(`${API_REQUESTS_PER_MINUTE} requests a minute`);
		}
	});

	test('the Employee Changed notice says how many employees a pass reads a poll', () => {
		const employee = notices.find(({ name }) => name === 'employeeChangedNotice')!.text;
		expect(employee).toContain(`a poll for every ${figure(recordsPerPoll(IDLE))} employees`);
		expect(employee).toContain(
			`or ${figure(recordsPerPoll(DEFAULT))} while other workflows use the API`,
		);
	});
});

describe("docs/trigger.md's request budget takes its numbers from the constants", () => {
	/** The table of named numbers: each row's value by its constant's name. */
	const table = new Map(
		[...budgetSection.matchAll(/^\|[^|]+\|\s*([^|]+?)\s*\|\s*`([^`]+)`\s*\|$/gm)].map((row) => [
			row[2],
			row[1],
		]),
	);

	test.each([
		['API_REQUESTS_PER_MINUTE', String(API_REQUESTS_PER_MINUTE)],
		['DEFAULT_MAX_REQUESTS_PER_POLL', String(DEFAULT)],
		['pollLimits.idleQuotaCeiling', String(IDLE)],
		['QUOTA_RESERVE_SHARE', share(QUOTA_RESERVE_SHARE)],
		['LARGEST_PAGE_SIZE', String(LARGEST_PAGE_SIZE)],
		['pollLimits.deadlineMs', `${seconds(pollLimits.deadlineMs)} s`],
		['pollLimits.answerTimeoutMs', `${seconds(pollLimits.answerTimeoutMs)} s`],
		['STEP_BACK_REQUESTS', String(STEP_BACK_REQUESTS)],
		['FULL_SWEEP_SHARE', share(FULL_SWEEP_SHARE)],
		['MODIFIED_SINCE_LOOKBACK_MS', `${MODIFIED_SINCE_LOOKBACK_MS / 60_000} min`],
		['WALLET_LOOKBACK_MS', `${WALLET_LOOKBACK_MS / 60_000} min`],
		['SLOW_PASS_MS', inWords(SLOW_PASS_MS, { 3_600_000: '1 hour' })],
	])('the table gives %s as %s', (constant, value) => {
		expect(table.get(constant)).toBe(value);
	});

	test('the table names every constant of budget.ts', () => {
		const constants = Object.entries(budget)
			.filter(([, value]) => typeof value !== 'function')
			.flatMap(([name, value]) =>
				typeof value === 'object' ? Object.keys(value).map((key) => `${name}.${key}`) : [name],
			);
		expect([...table.keys()].sort()).toEqual(constants.sort());
	});

	test('the arithmetic in the prose follows from the constants', () => {
		const answerS = 8;
		const deadlineS = seconds(pollLimits.deadlineMs);
		const answerTimeoutS = seconds(pollLimits.answerTimeoutMs);
		const pagesAtSlowApi = Math.floor((deadlineS - answerTimeoutS) / answerS) + 1;
		const employees = 20_000;
		const pages = Math.ceil(employees / LARGEST_PAGE_SIZE);
		const reserve = API_REQUESTS_PER_MINUTE * QUOTA_RESERVE_SHARE;
		const expected = [
			`default ${DEFAULT}, at least 1`,
			`up to **${IDLE} requests**`,
			`never below ${share(QUOTA_RESERVE_SHARE)} of the quota`,
			`reads at most ${IDLE} pages, ${figure(recordsPerPoll(IDLE))} records`,
			`and ${DEFAULT} pages, ${figure(recordsPerPoll(DEFAULT))} records, at the default budget`,
			`${IDLE} + ${reserve} = ${API_REQUESTS_PER_MINUTE}`,
			`leaves ${reserve} of the minute's requests`,
			`within ${deadlineS} seconds`,
			`allowed ${answerTimeoutS} s, still arrives before the poll's ${deadlineS} s`,
			`floor((${deadlineS} − ${answerTimeoutS}) / A) + 1 pages: at ${answerS} s, ${pagesAtSlowApi} pages in ${pagesAtSlowApi * answerS} s`,
			`**passes**, ${LARGEST_PAGE_SIZE} employees a request`,
			`ceil(employees / ${LARGEST_PAGE_SIZE})`,
			`ceil(N / ${LARGEST_PAGE_SIZE} / R)`,
			`${IDLE} on an idle quota (${figure(employees)} employees: ${Math.ceil(pages / IDLE)} polls`,
			`(${DEFAULT}: ${Math.ceil(pages / DEFAULT)} polls)`,
			`a poll for every ${figure(recordsPerPoll(IDLE))} employees on an idle quota`,
			`for every ${figure(recordsPerPoll(DEFAULT))} at the default budget`,
			`about ${share(FULL_SWEEP_SHARE)} of each poll's budget`,
			`ceil(B / ${1 / FULL_SWEEP_SHARE})`,
			`up to ${figure(recordsPerPoll(DEFAULT))} new transactions in one poll at the default budget`,
			`over ${LARGEST_PAGE_SIZE} transactions within ${WALLET_LOOKBACK_MS / 60_000} minutes at a budget of 1`,
			`fewer than ${share(QUOTA_RESERVE_SHARE)} of the limit is left`,
			`A pass slower than ${inWords(SLOW_PASS_MS, { 3_600_000: 'an hour' })} is reported`,
		];
		expect(expected.filter((phrase) => !budgetProse.includes(phrase))).toEqual([]);
	});
});

describe("a sweep's decisions name their numbers", () => {
	const eventsFolder = path.join(__dirname, '../../nodes/AssetLifecycleTrigger/events');
	/** Each event's sweep and the reads it decides on: sweep.ts, sweepStep.ts, read.ts. */
	const sweepFiles = readdirSync(eventsFolder, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.flatMap((folder) =>
			readdirSync(path.join(eventsFolder, folder.name))
				.filter((file) => /^(sweep\w*|read)\.ts$/.test(file))
				.map((file) => path.join(folder.name, file)),
		);

	/** The numeric literals of a file other than 0 and 1 (-1 is the literal 1 negated). */
	function numbersWritten(file: string): string[] {
		const text = readFileSync(path.join(eventsFolder, file), 'utf8');
		const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
		const found: string[] = [];
		const visit = (node: ts.Node) => {
			if (
				(ts.isNumericLiteral(node) || ts.isBigIntLiteral(node)) &&
				!['0', '1'].includes(node.text)
			) {
				const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
				found.push(`${file}:${line + 1}: ${node.text}`);
			}
			ts.forEachChild(node, visit);
		};
		visit(source);
		return found;
	}

	test('every event has its sweep among the files read', () => {
		expect(sweepFiles.filter((file) => file.endsWith('sweep.ts'))).toHaveLength(4);
	});

	test.each(sweepFiles)('%s writes no number but 0, 1 and -1', (file) => {
		expect(numbersWritten(file)).toEqual([]);
	});
});
