/**
 * What a user reads when a list's pages cannot be trusted: a page other than the one asked for, or
 * a page count that keeps growing. The read of that item fails (its index is the item's), and the
 * description says why it stopped and what to do.
 */
import { envelopes, listItems, type ListRequest } from '../../nodes/shared/transport/pagination';
import { NOW_MS, outcome, scriptedApi, type ScriptedAnswer } from './scriptedApi';

const assets: ListRequest = { path: '/assets', envelope: envelopes.common('assets'), itemIndex: 3 };

const assetPage = (currentPage: number, totalPages: number): ScriptedAnswer => ({
	status: 200,
	body: {
		assets: [{ id: `A-${currentPage}` }],
		current_page: currentPage,
		total_pages: totalPages,
	},
});

beforeEach(() => jest.useFakeTimers({ now: NOW_MS }));
afterEach(() => jest.useRealTimers());

test.each<[string, ScriptedAnswer[], string]>([
	[
		'a page other than the one asked for',
		[assetPage(2, 2)],
		'The API answered page 2 when asked for page 1',
	],
	[
		'a page count that keeps growing',
		[assetPage(1, 2), assetPage(2, 4), assetPage(3, 6)],
		"The API's page count kept growing while the list was read (2 pages at first, 6 after page 3)",
	],
])('%s fails the item, saying why the read stopped', async (_case, answers, message) => {
	const api = scriptedApi(`page-errors-${answers.length}`, answers);
	expect(
		await outcome(listItems({ functions: api.functions }, assets, { returnAll: true })),
	).toMatchObject({
		message,
		description:
			"Reading /assets stopped here so as not to read without end or return records twice. Run the item again; if it persists, the API's pagination is broken.",
		context: { itemIndex: 3 },
	});
});
