/**
 * Lists whose answers the sandbox does not give: page counters in the API's other spelling, a page
 * other than the one asked for, a record repeated on the next page, a record that is no object.
 * listItems (Return All) on a scripted API that answers each page as a test writes it.
 */
import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';

import { envelopes, listItems, type ListRequest } from '../../nodes/shared/transport/pagination';
import { scriptedApi } from './scriptedApi';

/** n8n's functions on an API whose list answers `pageAnswer(page)`, and the pages asked for. */
function scriptedList(clientId: string, pageAnswer: (page: number) => IDataObject) {
	const pageOf = (options: IHttpRequestOptions) => Number(options.qs?.page);
	const api = scriptedApi(clientId, (options) => ({
		status: 200,
		body: pageAnswer(pageOf(options)),
	}));
	return {
		caller: { functions: api.functions },
		pagesAsked: () => api.sent.map(({ options }) => pageOf(options)),
	};
}

const assets: ListRequest = { path: '/assets', envelope: envelopes.common('assets') };
const employees: ListRequest = { path: '/employees', envelope: envelopes.users };
const returnAll = { returnAll: true };

describe('page counters in the spelling the endpoint does not normally use', () => {
	test('a common list counting its pages as currentPage/totalPages is read to its last page', async () => {
		const api = scriptedList('camel-counters', (page) => ({
			assets: [{ id: `A-${page}` }],
			currentPage: page,
			totalPages: 2,
		}));
		expect(await listItems(api.caller, assets, returnAll)).toEqual([{ id: 'A-1' }, { id: 'A-2' }]);
		expect(api.pagesAsked()).toEqual([1, 2]);
	});

	test('a common list answering currentPage 2 when asked for page 1 ends with an error', async () => {
		const api = scriptedList('camel-wrong-page', () => ({
			assets: [{ id: 'A-2' }],
			currentPage: 2,
			totalPages: 2,
		}));
		await expect(listItems(api.caller, assets, returnAll)).rejects.toThrow(
			'The API answered page 2 when asked for page 1',
		);
		expect(api.pagesAsked()).toEqual([1]);
	});

	test('the employee list answering current_page 2 when asked for page 1 ends with an error', async () => {
		const api = scriptedList('snake-wrong-page', () => ({
			users: [{ id: 'E-2' }],
			current_page: 2,
			totalPages: 2,
		}));
		await expect(listItems(api.caller, employees, returnAll)).rejects.toThrow(
			'The API answered page 2 when asked for page 1',
		);
	});

	test.each([
		['departments', envelopes.departments, 'departments'],
		["a campaign's employees", envelopes.campaignEmployees, 'employees'],
	])(
		'%s answering currentPage 2 when asked for page 1 end with an error',
		async (_, envelope, itemsKey) => {
			const api = scriptedList(`wrong-page-${itemsKey}`, () => ({
				[itemsKey]: [{ id: 'R-2' }],
				currentPage: 2,
				totalPages: 2,
			}));
			await expect(listItems(api.caller, { path: '/list', envelope }, returnAll)).rejects.toThrow(
				'The API answered page 2 when asked for page 1',
			);
		},
	);
});

test('a common list answering current_page 2 when asked for page 1 ends with an error', async () => {
	const api = scriptedList('snake-common-wrong-page', () => ({
		assets: [{ id: 'A-2' }],
		current_page: 2,
		total_pages: 2,
	}));
	await expect(listItems(api.caller, assets, returnAll)).rejects.toThrow(
		'The API answered page 2 when asked for page 1',
	);
	expect(api.pagesAsked()).toEqual([1]);
});

test('a record a shifting list gives again on the next page is returned once, whether its id is a number or text', async () => {
	const pages: Record<number, IDataObject[]> = {
		1: [{ id: 7 }, { id: 'A-8' }],
		2: [{ id: 'A-8' }, { id: 7 }, { id: 'A-9' }],
	};
	const api = scriptedList('repeated-record', (page) => ({
		assets: pages[page],
		current_page: page,
		total_pages: 2,
	}));
	expect(await listItems(api.caller, assets, returnAll)).toEqual([
		{ id: 7 },
		{ id: 'A-8' },
		{ id: 'A-9' },
	]);
});

test('a record that is null does not break the read: it is passed on as the API gave it', async () => {
	const api = scriptedList('null-record', () => ({
		assets: [{ id: 'A-1' }, null, { id: 'A-2' }],
		current_page: 1,
		total_pages: 1,
	}));
	expect(await listItems(api.caller, assets, returnAll)).toEqual([
		{ id: 'A-1' },
		null,
		{ id: 'A-2' },
	]);
});
