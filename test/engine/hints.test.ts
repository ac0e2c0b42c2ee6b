import type { IDataObject } from 'n8n-workflow';

import { adaFields } from '../employeeFixture';
import { holdTime } from '../heldTime';
import { AssetLifecycleTool } from './aiTool';
import { runNode } from './harness';
import { hintsOf } from './hints';
import { employeeCreateParameters, recoveryCreateParameters, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, employees: 1200 });

const departments = { resource: 'department', operation: 'getAll', returnAll: false, limit: 1 };
const messages = (run: Parameters<typeof hintsOf>[0]) => hintsOf(run).map((hint) => hint.message);

describe('execution hints, as n8n-core stores them in the run data', () => {
	test('a login is told on the run that needed it, not on the runs that reused its token', async () => {
		const { credentials } = sandbox.credentialStore();
		const first = await sandbox.run(departments, {}, credentials);
		const second = await sandbox.run(departments, {}, credentials);

		expect(hintsOf(first.run)).toEqual([
			{
				type: 'info',
				message:
					'Logged in to the API: the credential had no valid access token. The new token is saved in the credential for later runs.',
				location: 'outputPane',
			},
		]);
		expect(hintsOf(second.run)).toEqual([]);
	});

	test('a login another execution made meanwhile, with the same client ID, is not told on this run', async () => {
		const loggedIn = sandbox.credentialStore().credentials;
		await sandbox.run(departments, {}, loggedIn);
		const fresh = sandbox.credentialStore().credentials;
		const everyPage = { resource: 'employee', operation: 'getAll', returnAll: true };

		const [reusing, loggingIn] = await Promise.all([
			sandbox.run(everyPage, {}, loggedIn),
			sandbox.run(departments, {}, fresh),
		]);

		expect(messages(loggingIn.run)).toEqual([expect.stringMatching(/^Logged in to the API/)]);
		expect(messages(reusing.run)).toEqual([]);
	});

	test("a run as an AI Agent's tool adds no hints: nobody reads the tool's panels", async () => {
		const { credentials } = sandbox.credentialStore();
		const { run, items } = await runNode({
			nodeType: new AssetLifecycleTool(),
			parameters: departments,
			credentials,
		});

		expect(items).toHaveLength(1);
		expect(hintsOf(run)).toEqual([]);
	});

	test('a refresh of an expired token is told', async () => {
		const { credentials } = sandbox.credentialStore();
		await sandbox.run(departments, {}, credentials);
		await sandbox.control('POST', '/tokens/expire');

		const { run } = await sandbox.run(departments, {}, credentials);

		expect(messages(run)).toEqual(['Refreshed the access token: the API no longer accepted it.']);
	});

	test('a Return All of many pages is told only when the run waited on the rate limit for it', async () => {
		const { credentials } = sandbox.credentialStore();
		const everyPage = { resource: 'employee', operation: 'getAll', returnAll: true };
		await sandbox.run(departments, {}, credentials);
		const quick = await sandbox.run(everyPage, {}, credentials);
		await sandbox.control('PUT', '/rate-limit', { limit: 6, windowSeconds: 2 });
		const time = holdTime(sandbox.sandbox);
		try {
			const paced = await sandbox.run(everyPage, {}, credentials);

			expect(quick.items).toHaveLength(1200);
			expect(messages(quick.run)).toEqual([]);
			expect(paced.items).toHaveLength(1200);
			expect(messages(paced.run)).toEqual([
				expect.stringMatching(
					/^Waited [1-9]\d* s on the API's rate limit\. The API's quota is shared by every workflow and n8n worker that calls it from this address\. Return All read 12 pages, one request each: a Limit or a filter reads fewer\.$/,
				),
			]);
		} finally {
			time.release();
			await sandbox.control('PUT', '/rate-limit', { limit: 100000, windowSeconds: 60 });
		}
	});

	test('an item skipped by "Skip If Already in Campaign" is told', async () => {
		const { credentials } = sandbox.credentialStore();
		const [campaign] = (await sandbox.apiGet('/recover/campaigns', { page: 1, limit: 1 }))
			.campaigns as IDataObject[];
		const parameters = recoveryCreateParameters({
			campaignNumber: { __rl: true, mode: 'id', value: String(campaign.campaign_number) },
			workEmail: 'hint.skip@example.com',
		});
		const first = await sandbox.run(parameters, {}, credentials);
		const again = await sandbox.run(parameters, {}, credentials);

		expect(messages(first.run)).not.toContainEqual(expect.stringMatching(/skipped/));
		expect(messages(again.run)).toEqual([
			'1 item skipped: already in the campaign (Skip If Already in Campaign).',
		]);
	});

	test('a write accepted but not read back is told; after Create or Update the notice says a re-run is safe', async () => {
		const { credentials } = sandbox.credentialStore();
		await sandbox.run(departments, {}, credentials);
		await sandbox.control('POST', '/faults', {
			route: 'POST /employee/add',
			count: 1,
			malformed: true,
		});

		const { items, run } = await sandbox.run(
			{
				resource: 'employee',
				operation: 'upsert',
				workEmail: 'hint.readback@example.com',
				additionalFields: adaFields,
			},
			{},
			credentials,
		);

		expect(items[0].json.notice).toBe(
			"The employee was saved, but the API's answer names no id, so the complete record was not read back. Running this item again is safe: it finds the employee and writes the same values.",
		);
		expect(hintsOf(run)).toEqual([
			{
				type: 'warning',
				message:
					"1 write was accepted by the API but not read back; those items output the API's answer with a notice.",
				location: 'outputPane',
			},
		]);
	});

	test('a run that waited on the rate limit says how long and why', async () => {
		const { credentials } = sandbox.credentialStore();
		await sandbox.run(departments, {}, credentials);
		await sandbox.control('PUT', '/rate-limit', { limit: 3, windowSeconds: 2 });
		const time = holdTime(sandbox.sandbox);
		try {
			const quick = await sandbox.run(departments, {}, credentials);
			const { run, error } = await sandbox.run(
				departments,
				{
					items: Array.from({ length: 5 }, () => ({ json: {} })),
				},
				credentials,
			);

			expect(error).toBeUndefined();
			expect(messages(quick.run)).toEqual([]);
			expect(messages(run)).toEqual([
				expect.stringMatching(
					/^Waited [1-9]\d* s on the API's rate limit\. The API's quota is shared by every workflow and n8n worker that calls it from this address\.$/,
				),
			]);
		} finally {
			time.release();
			await sandbox.control('PUT', '/rate-limit', { limit: 100000, windowSeconds: 60 });
		}
	});
});

describe('a create that cannot be read back', () => {
	test('still says not to run Create again', async () => {
		await sandbox.control('POST', '/faults', {
			route: 'POST /employee/add',
			count: 1,
			malformed: true,
		});
		const { items } = await sandbox.run(
			employeeCreateParameters({ workEmail: 'hint.create@example.com' }),
		);
		expect(items[0].json.notice).toMatch(
			/Do not run this item again: it would save the employee twice\.$/,
		);
	});
});
