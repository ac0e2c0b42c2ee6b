import type { IDataObject } from 'n8n-workflow';

import { startSandbox, type RunningSandbox } from '../../sandbox';
import { controlOf, TriggerPoller, type LoggedRequest } from './trigger.poller';

let running: RunningSandbox;
let control: ReturnType<typeof controlOf>;

const EMPLOYEES = 120;

beforeAll(async () => {
	running = await startSandbox({ port: 0, seed: 9, employees: EMPLOYEES, rateLimit: 100000 });
	control = controlOf(running.origin);
});
afterAll(async () => await running.close());
beforeEach(async () => await control('POST', '/reset', { seed: 9, employees: EMPLOYEES }));

const employees = (onlyTerminations = false) =>
	new TriggerPoller(running.baseUrl, { event: 'employeeChanged', onlyTerminations });

const stored = (id: string) => running.sandbox.store.employees.get(id)!;

/** Employees of the seed that are not terminated, in list order. */
function activeIds(count: number): string[] {
	return [...running.sandbox.store.employees.values()]
		.filter((employee) => employee.employment?.employment_status === 'Active')
		.slice(0, count)
		.map((employee) => employee.id);
}

async function createEmployee(): Promise<string> {
	const login = await fetch(`${running.baseUrl}/api/v1/auth/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ client_id: 'sandbox-client', client_secret: 'sandbox-secret' }),
	});
	const { token } = (await login.json()) as { token: string };
	const response = await fetch(`${running.baseUrl}/api/v1/employee/add`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
		body: JSON.stringify({
			firstname: 'Nia',
			lastname: 'Okafor',
			work_email: 'nia.okafor@acme-sandbox.example',
			work_phone: '5125550100',
			work_phone_country: 'US',
			address_1: '1 Main St',
			city: 'Austin',
			state: 'TX',
			zip: '78701',
			country: 'US',
			location_type: 'Remote Employee',
		}),
	});
	const body = (await response.json()) as { address?: { id: string } };
	if (!body.address) throw new Error(`employee/add: ${JSON.stringify(body)}`);
	return body.address.id;
}

const terminate = async (id: string, date = '2026-11-20') =>
	await control('PATCH', `/employees/${encodeURIComponent(id)}`, {
		employment_status: 'Terminated',
		termination_date: date,
	});

const summary = (items: IDataObject[]) =>
	items.map((item) => [item.id, item.change, item.previous]);

describe('employeeChanged trigger', () => {
	test(`an idle poll reads the whole list: ceil(${EMPLOYEES} / 100) requests of 100`, async () => {
		const poller = employees();
		expect(await poller.activate()).toEqual({ items: [] });
		await control('DELETE', '/requests');

		expect(await poller.poll()).toEqual({ items: [] });
		const log = await control<LoggedRequest[]>('GET', '/requests');
		expect(log.map((entry) => [entry.route, entry.query])).toEqual([
			['GET /employees', { page: '1', limit: '100' }],
			['GET /employees', { page: '2', limit: '100' }],
		]);
	});

	test('a terminated employee and a new one: updated with the previous values, created with none', async () => {
		const [leaver] = activeIds(1);
		const poller = employees();
		await poller.activate();
		await terminate(leaver);
		const joiner = await createEmployee();

		const { items } = await poller.poll();
		expect(summary(items)).toEqual([
			[leaver, 'updated', { employment_status: 'Active', termination_date: null }],
			[joiner, 'created', null],
		]);
		expect(items[0]).toMatchObject({
			id: leaver,
			work_email: stored(leaver).workEmail,
			employment_information: expect.objectContaining({
				employment_status: 'Terminated',
				termination_date: '2026-11-20',
			}),
		});
		expect(items[1]).toMatchObject({ first_name: 'Nia', last_name: 'Okafor' });
		expect(await poller.poll()).toEqual({ items: [] });
	});

	test('"only terminations": an employee who became Terminated, not other changes nor joiners', async () => {
		const [leaver, mover] = activeIds(2);
		const poller = employees(true);
		await poller.activate();
		await control('PATCH', `/employees/${encodeURIComponent(mover)}`, { city: 'Boston' });
		await createEmployee();
		expect(await poller.poll()).toEqual({ items: [] });

		await control('PATCH', `/employees/${encodeURIComponent(leaver)}`, { city: 'Denver' });
		await terminate(leaver);
		expect(summary((await poller.poll()).items)).toEqual([
			[leaver, 'updated', { employment_status: 'Active', termination_date: null }],
		]);
		// a terminated employee whose termination date is corrected did not become Terminated
		await terminate(leaver, '2026-11-21');
		expect(await poller.poll()).toEqual({ items: [] });
	});

	test('a failing page leaves the state untouched; after a restart the change is delivered once', async () => {
		const [leaver] = activeIds(1);
		const poller = employees();
		await poller.activate();
		const saved = poller.saved;
		await terminate(leaver);
		await control('POST', '/faults', { route: 'GET /employees', count: 1, delayMs: 1 });
		await control('POST', '/faults', { route: 'GET /employees', count: 1, status: 422 });

		const failed = await poller.poll();
		expect(failed.items).toEqual([]);
		expect(failed.error?.message).toBe('An unexpected error occurred');
		expect(poller.saved).toBe(saved);

		expect(summary((await poller.restart()).items)).toEqual([
			[leaver, 'updated', { employment_status: 'Active', termination_date: null }],
		]);
		expect(await poller.poll()).toEqual({ items: [] });
	});

	test('fingerprints stay compact: well under 150 bytes an employee', async () => {
		const poller = employees();
		await poller.activate();
		const state = (poller.savedNodeData().assetLifecycleTrigger as IDataObject).data as {
			employees: Record<string, unknown[]>;
		};
		expect(Object.keys(state.employees)).toHaveLength(EMPLOYEES);
		expect(poller.saved.length / EMPLOYEES).toBeLessThan(150);
	});

	test('manual mode emits a real employee and leaves the state alone', async () => {
		const poller = employees();
		await poller.activate();
		const saved = poller.saved;
		const first = [...running.sandbox.store.employees.values()][0];

		expect((await poller.manual()).items).toEqual([
			expect.objectContaining({ id: first.id, change: null, previous: null }),
		]);
		expect(poller.saved).toBe(saved);
	});
});
