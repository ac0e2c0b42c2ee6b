/**
 * Each list's envelope against the sandbox's real answers over HTTP: readPage gives the record total
 * and page count the API counts under that list's own names (the employee sweep and the wallet read
 * rely on them), and knows the last page from them.
 */
import type { IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { envelopes, readPage, type ListRequest } from '../../nodes/shared/transport/pagination';
import { actionNode } from '../unit/actionNode';
import { fullAccess, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7 });

/** n8n's functions on the sandbox's API, sending each request over HTTP with a bearer token. */
async function sandboxCaller() {
	const token = await sandbox.apiToken();
	const httpRequestWithAuthentication = async (_type: string, options: IHttpRequestOptions) => {
		const url = new URL(options.url);
		for (const [key, value] of Object.entries(options.qs ?? {})) {
			url.searchParams.set(key, String(value));
		}
		const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
		return {
			statusCode: response.status,
			headers: Object.fromEntries(response.headers.entries()),
			body: await response.json(),
		};
	};
	const functions = {
		getNode: () => actionNode,
		getCredentials: async () => ({ baseUrl: sandbox.sandbox.baseUrl, ...fullAccess }),
		helpers: { httpRequestWithAuthentication },
	} as unknown as IExecuteFunctions;
	return { functions };
}

async function largestCampaign() {
	const { recoveriesByCampaign } = await sandbox.control<{
		recoveriesByCampaign: Record<string, string[]>;
	}>('GET', '/snapshot');
	const [campaignNumber, recoveries] = Object.entries(recoveriesByCampaign).sort(
		([, a], [, b]) => b.length - a.length,
	)[0];
	return { campaignNumber, count: recoveries.length };
}

const PAGE_SIZE = 3;

test.each<[string, () => Promise<{ list: ListRequest; count: number }>]>([
	[
		'employees (totalUsers)',
		async () => ({
			list: { path: '/employees', envelope: envelopes.users },
			count: sandbox.store.employees.size,
		}),
	],
	[
		'departments (totalDepartments)',
		async () => ({
			list: { path: '/departments', envelope: envelopes.departments },
			count: sandbox.store.departments.size,
		}),
	],
	[
		"a campaign's employees (totalEmployees)",
		async () => {
			const { campaignNumber, count } = await largestCampaign();
			const path = `/recover/campaign/${campaignNumber}`;
			return { list: { path, envelope: envelopes.campaignEmployees }, count };
		},
	],
	[
		'assets (total)',
		async () => ({
			list: { path: '/assets', envelope: envelopes.common('assets') },
			count: sandbox.store.assets.size,
		}),
	],
])('%s: the total and page count the API gives, and the last page', async (_name, listed) => {
	const { list, count } = await listed();
	const caller = await sandboxCaller();
	const pages = Math.ceil(count / PAGE_SIZE);
	expect(pages).toBeGreaterThan(1);

	const first = await readPage(caller, { ...list, page: 1, pageSize: PAGE_SIZE });
	const last = await readPage(caller, { ...list, page: pages, pageSize: PAGE_SIZE });

	expect([first.total, first.totalPages, first.last]).toEqual([count, pages, false]);
	expect([last.total, last.totalPages, last.last]).toEqual([count, pages, true]);
	expect(first.items).toHaveLength(PAGE_SIZE);
});
