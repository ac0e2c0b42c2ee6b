import type { IDataObject } from 'n8n-workflow';

import { useSandbox } from './support';

// 2100 employees seed 27 campaigns (two pages of 25) and a first campaign of 210 recoveries.
const sandbox = useSandbox({ seed: 7, employees: 2100 });

interface Snapshot {
	recoveriesByCampaign: Record<string, string[]>;
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);

describe('campaign get', () => {
	test('merges every page of 100 employees into one item with ISO dates', async () => {
		const { recoveriesByCampaign } = await sandbox.control<Snapshot>('GET', '/snapshot');
		const [campaignNumber, recoveryNumbers] = Object.entries(recoveriesByCampaign)[0];
		const campaign = sandbox.sandbox.sandbox.store.campaigns.get(Number(campaignNumber))!;
		const recoveries = sandbox.sandbox.sandbox.store.recoveries;

		const { items, error } = await sandbox.run({
			resource: 'campaign',
			operation: 'get',
			campaignNumber: { __rl: true, mode: 'id', value: campaignNumber },
		});

		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		const output = items[0].json;
		const employees = output.employees as IDataObject[];
		expect(recoveryNumbers.length).toBeGreaterThan(200);
		expect(employees.map((employee) => employee.recovery_id)).toEqual(recoveryNumbers);
		expect(output).toMatchObject({
			campaign_number: Number(campaignNumber),
			title: campaign.title,
			start_date_iso: ymd(campaign.startDate),
			totalEmployees: recoveryNumbers.length,
		});
		expect(output).not.toHaveProperty('totalPages');
		expect(output).not.toHaveProperty('currentPage');
		expect(employees.map((employee) => employee.last_updated_iso)).toEqual(
			recoveryNumbers.map((number) => ymd(recoveries.get(number)!.lastUpdated)),
		);
		const pages = await sandbox.requests('GET /recover/campaign/:campaignNumber');
		expect(pages.map((entry) => entry.query)).toEqual(
			Array.from({ length: Math.ceil(recoveryNumbers.length / 100) }, (_, index) => ({
				page: String(index + 1),
				limit: '100',
			})),
		);
	});

	test('an unknown campaign fails with Campaign not found', async () => {
		const { error } = await sandbox.run({
			resource: 'campaign',
			operation: 'get',
			campaignNumber: { __rl: true, mode: 'id', value: '999999' },
		});

		expect(error?.message).toBe('Campaign not found');
	});
});

describe('campaign getAll', () => {
	test('Return All equals the campaign list, read in pages of 25', async () => {
		const { recoveriesByCampaign } = await sandbox.control<Snapshot>('GET', '/snapshot');
		const store = sandbox.sandbox.sandbox.store;
		const campaigns = [...store.campaigns.values()];
		const firstPage = await sandbox.apiGet('/recover/campaigns', { page: 1, limit: 25 });
		const secondPage = await sandbox.apiGet('/recover/campaigns', { page: 2, limit: 25 });
		await sandbox.control('DELETE', '/requests');

		const { items } = await sandbox.run({
			resource: 'campaign',
			operation: 'getAll',
			returnAll: true,
		});

		expect(campaigns.length).toBeGreaterThan(25);
		expect(items.map((item) => item.json)).toEqual([
			...(firstPage.campaigns as IDataObject[]),
			...(secondPage.campaigns as IDataObject[]),
		]);
		expect(items.map((item) => [item.json.campaign_number, item.json.total_employees])).toEqual(
			campaigns.map((campaign) => [
				campaign.campaignNumber,
				(recoveriesByCampaign[campaign.campaignNumber] ?? []).length,
			]),
		);
		expect((await sandbox.requests('GET /recover/campaigns')).map((entry) => entry.query)).toEqual(
			Array.from({ length: Math.ceil(campaigns.length / 25) }, (_, index) => ({
				page: String(index + 1),
				limit: '100',
			})),
		);
	});
});
