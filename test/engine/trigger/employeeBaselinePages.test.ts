/**
 * The employee sweep's baseline when the list's total moves while it reads: pages read again after
 * deletions (between polls and within one), the step past the pages read again, a list emptied,
 * employees added by the hundred, and a deletion in a pass after the baseline. Every test checks
 * the pages each poll asks for and that the pass after meets every employee as the baseline did.
 */
import type { IDataObject } from 'n8n-workflow';

import { POLL_NODE_NAME, type Poller } from '../harness/poller';
import { triggerState, useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 9, employees: 5 });
const store = () => sandbox.running.sandbox.store.employees;
const reset = async (employees: number) =>
	await sandbox.control('POST', '/reset', { seed: 9, employees });
afterEach(() => {
	sandbox.running.sandbox.beforeAnswer = undefined;
});

/** Deletes the first `count` employees of the list, which moves every later one back as many. */
function deleteFirst(count: number): void {
	for (const id of [...store().keys()].slice(0, count)) store().delete(id);
}

let copies = 0;

/** Adds `count` employees at the end of the list, copies of the first with ids of their own. */
function addAtTheEnd(count: number): void {
	const model = [...store().values()][0];
	for (let index = 0; index < count; index++) {
		const id = `${model.id}-copy${++copies}`;
		store().set(id, { ...structuredClone(model), id });
	}
}

const employees = (maxRequestsPerPoll: number, savedStaticData?: string) =>
	sandbox.trigger(
		{ event: 'employeeChanged', onlyTerminations: false, options: { maxRequestsPerPoll } },
		'n8n',
		savedStaticData,
	);

/** The pages of the employee list one step asked for, and the events it emitted. */
async function pagesOf(step: () => Promise<{ items: IDataObject[]; error?: unknown }>) {
	const { result, api } = await sandbox.logged(step);
	expect(result.error).toBeUndefined();
	return { pages: api.map((entry) => Number(entry.query?.page)), items: result.items };
}

/** The pages each poll asks for, one poll a list; none emits. */
async function expectPolls(poller: Poller, pagesPerPoll: number[][]) {
	const seen: number[][] = [];
	while (seen.length < pagesPerPoll.length) {
		const { pages, items } = await pagesOf(async () => await poller.poll());
		expect(items).toEqual([]);
		seen.push(pages);
	}
	expect(seen).toEqual(pagesPerPoll);
}

/**
 * An account of `count` employees whose baseline, at one request a poll, has read its first pages:
 * the activation page 1, then a poll each for the pages of `polls`.
 */
async function baselineUnderWay(count: number, polls: number[][]): Promise<Poller> {
	await reset(count);
	const poller = employees(1);
	await poller.activate();
	await expectPolls(poller, polls);
	return poller;
}

/** The trigger with the state `poller` saved, its Max Requests per Poll raised to `budget`. */
function raisedTo(budget: number, poller: Poller): Poller {
	return employees(budget, JSON.stringify({ [`node:${POLL_NODE_NAME}`]: poller.memoryNodeData() }));
}

/** The next poll reads `page` and emits `joiner`, an employee added since, as created. */
async function expectCreatedOnPage(poller: Poller, page: number, joiner: string) {
	const { pages, items } = await pagesOf(async () => await poller.poll());
	expect(pages).toEqual([page]);
	expect(items.map((item) => [item.id, item.change])).toEqual([[joiner, 'created']]);
}

/** A pass after the baseline, at one page a poll: nothing emitted, every page read in order. */
async function expectQuietPass(poller: Poller, pages: number) {
	expect(triggerState(poller.memoryNodeData())).toMatchObject({ baselined: true, page: 1 });
	await expectPolls(
		poller,
		Array.from({ length: pages }, (_, index) => [index + 1]),
	);
}

describe('the employee baseline while the list shrinks or grows', () => {
	test('100 of 500 deleted after three pages: page 4 then page 3 again, and the pass ends, the moved page past the new end not asked for', async () => {
		const poller = await baselineUnderWay(500, [[2], [3]]);
		deleteFirst(100);

		// page 4 now holds what page 5 held; what page 4 held moved onto page 3, read again
		await expectPolls(poller, [[4], [3]]);
		await expectQuietPass(poller, 4);
	});

	test('100 of 600 deleted after three pages: page 4, page 3 again, then page 5, past page 4 read already', async () => {
		const poller = await baselineUnderWay(600, [[2], [3]]);
		deleteFirst(100);

		await expectPolls(poller, [[4], [3], [5]]);
		await expectQuietPass(poller, 5);
	});

	test('100 of 800 deleted after three pages, 200 more while pages are read again: the pages read again start over where the records moved', async () => {
		const poller = await baselineUnderWay(800, [[2], [3]]);
		deleteFirst(100);
		await expectPolls(poller, [[4]]);
		deleteFirst(200);

		// page 3 now holds what page 6 held; what page 4 held, never read, is on page 1
		await expectPolls(poller, [[3], [1], [2], [4], [5]]);
		await expectQuietPass(poller, 5);
	});

	test('100 of 900 deleted after four pages, 100 more while page 4 is read again: page 3, where what page 4 held went, is read again, then page 5 on', async () => {
		const poller = await baselineUnderWay(900, [[2], [3], [4]]);
		deleteFirst(100);
		await expectPolls(poller, [[5]]);
		deleteFirst(100);

		await expectPolls(poller, [[4], [3], [5], [6], [7]]);
		await expectQuietPass(poller, 7);
	});

	test('200 of 400 deleted after two pages, 100 more before page 1 is read again: page 1, read after them, is not read once more, and the baseline ends', async () => {
		const poller = await baselineUnderWay(400, [[2]]);
		deleteFirst(200);
		await expectPolls(poller, [[3]]);
		deleteFirst(100);

		await expectPolls(poller, [[1]]);
		// the next pass: an employee added since, on page 2, is a creation
		const joiner = await sandbox.createEmployee();
		await expectPolls(poller, [[1]]);
		await expectCreatedOnPage(poller, 2, joiner);
	});

	test('100 of 500 deleted while one poll reads the pages: the poll reads page 3 again at once and ends the baseline', async () => {
		await reset(500);
		let listReads = 0;
		sandbox.running.sandbox.beforeAnswer = (route) => {
			if (route === 'GET /employees' && ++listReads === 4) deleteFirst(100);
		};
		const poller = employees(10);

		expect((await pagesOf(async () => await poller.activate())).pages).toEqual([1, 2, 3, 4, 3]);
		sandbox.running.sandbox.beforeAnswer = undefined;
		expect(await pagesOf(async () => await poller.poll())).toEqual({
			pages: [1, 2, 3, 4],
			items: [],
		});
	});

	test('every employee deleted after the first page: the baseline ends at the empty page, and an employee added after it is emitted as created', async () => {
		const poller = await baselineUnderWay(150, []);
		deleteFirst(150);

		await expectPolls(poller, [[2]]);
		const joiner = await sandbox.createEmployee();
		await expectCreatedOnPage(poller, 1, joiner);
	});

	test('200 employees added after two pages of 300: the baseline reads on page by page, none of them skipped', async () => {
		const poller = await baselineUnderWay(300, [[2]]);
		addAtTheEnd(200);

		await expectPolls(poller, [[3], [4], [5]]);
		await expectQuietPass(poller, 5);
	});

	test('100 of 300 deleted during a pass after the baseline: the pass reads on, not back, and ends', async () => {
		const poller = await baselineUnderWay(300, [[2], [3], [1], [2]]);
		deleteFirst(100);

		// every employee left was met by this pass or the last: none is read by id
		await expectPolls(poller, [[3], [1]]);
	});

	test('pages read again in polls of one request, then polls of more: the pages still to read again are read, the last one read before them too', async () => {
		const poller = await baselineUnderWay(700, [[2], [3]]);
		deleteFirst(200);
		// page 4 holds what page 6 held: pages 2 and 3, where pages 4 and 5 went, are read again
		await expectPolls(poller, [[4]]);
		expect(triggerState(poller.memoryNodeData())).toMatchObject({ page: 2, resume: 5 });

		// Max Requests per Poll raised: the same state, polled with a budget of 3
		const raised = raisedTo(3, poller);
		expect((await pagesOf(async () => await raised.activate('init'))).pages).toEqual([2, 3, 4]);
		// as after any poll of the baseline, the next reads the last page read again first
		expect((await pagesOf(async () => await raised.poll())).pages).toEqual([4, 5]);
		expect(triggerState(raised.memoryNodeData())).toMatchObject({ baselined: true, page: 1 });
		expect(await pagesOf(async () => await raised.poll())).toEqual({ pages: [1, 2, 3], items: [] });
		expect(await pagesOf(async () => await raised.poll())).toEqual({ pages: [4, 5], items: [] });
	});

	test('a list that grows by a page with every page read: the poll fails, naming the growth, instead of reading on without end', async () => {
		await reset(200);
		sandbox.running.sandbox.beforeAnswer = (route) => {
			if (route === 'GET /employees') addAtTheEnd(100);
		};
		const poller = employees(10);

		const { api } = await sandbox.logged(async () => {
			await expect(poller.activate()).rejects.toThrow(
				"The API's page count kept growing while the list was read (3 pages at first, 6 after page 4)",
			);
		});
		expect(api.map((entry) => Number(entry.query?.page))).toEqual([1, 2, 3, 4]);
	});

	test('pages read again from page 1, then polls of more requests after more deletions: page 1, read after them, is not read once more', async () => {
		const poller = await baselineUnderWay(400, [[2]]);
		deleteFirst(200);
		await expectPolls(poller, [[3]]);
		expect(triggerState(poller.memoryNodeData())).toMatchObject({ page: 1, resume: 4 });
		deleteFirst(100);

		const raised = raisedTo(3, poller);
		expect((await pagesOf(async () => await raised.activate('init'))).pages).toEqual([1]);
		expect(triggerState(raised.memoryNodeData())).toMatchObject({ baselined: true, page: 1 });
	});
});
