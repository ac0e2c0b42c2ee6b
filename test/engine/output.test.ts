import type { IDataObject, INode, INodeParameters } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { resources } from '../../nodes/AssetLifecycle/resources';
import { RECORD_IS_SIMPLE, type Operation } from '../../nodes/AssetLifecycle/operation';
import {
	employeeCreateParameters,
	orderCreateParameters,
	recoveryCreateParameters,
	shippingLabelCreateParameters,
	useSandbox,
} from './support';
import {
	adaFields,
	ASSIGNED_ASSET_FIELDS,
	EMPLOYMENT_INFORMATION_FIELDS,
	simplifiedEmployee,
} from '../employeeFixture';
import { AssetLifecycleTool } from './aiTool';
import { loadOptions, runNode } from './harness';
import { hintsOf } from './hints';

const sandbox = useSandbox({ seed: 7, employees: 120 });
const description = new AssetLifecycle().description;

const operations = resources.flatMap((resource) =>
	resource.operations.map((operation) => ({
		id: `${resource.value}.${operation.value}`,
		resource: resource.value,
		operation,
	})),
);
const recordOperations = operations.filter(({ operation }) => operation.simplified);
/** The operations that output no records: a confirmation, or the label's PDF as binary data. */
const WITHOUT_RECORDS = ['accessToken.revoke', 'invitation.resend', 'shippingLabel.download'];

/** The node's parameters as n8n resolves them (defaults, display rules) for one operation. */
function resolvedParameters(resource: string, operation: string, asTool: boolean) {
	const node: INode = {
		id: 'output-test',
		name: 'Asset Lifecycle',
		type: `n8n-nodes-asset-lifecycle.assetLifecycle${asTool ? 'Tool' : ''}`,
		typeVersion: 1,
		position: [0, 0],
		parameters: { resource, operation },
	};
	return NodeHelpers.getNodeParameters(
		description.properties,
		node.parameters,
		true,
		false,
		node,
		asTool ? { ...description, name: 'assetLifecycleTool' } : description,
	) as INodeParameters;
}

describe('the Output parameter in the description', () => {
	test.each(operations)(
		'$id: Output offered exactly when it outputs records',
		({ id, resource, operation }) => {
			const output = resolvedParameters(resource, operation.value, false).output;
			expect(output).toBe(WITHOUT_RECORDS.includes(id) ? undefined : 'complete');
		},
	);

	test.each(recordOperations)(
		'$id: Simplified is the default on the AI Agent tool',
		({ resource, operation }) => {
			expect(resolvedParameters(resource, operation.value, true).output).toBe('simple');
		},
	);

	test.each(recordOperations)(
		'$id: Simplified names at most 10 top-level fields',
		({ operation }) => {
			const { simplified } = operation as Required<Operation>;
			if (simplified === RECORD_IS_SIMPLE) return;
			expect(new Set(simplified.map((path) => path.split('.')[0])).size).toBeLessThanOrEqual(10);
		},
	);
});

/** The identifying field of each resource's records: Simplified always keeps it. */
const idFields: Record<string, string> = {
	campaign: 'campaign_number',
	country: 'code',
	recovery: 'recovery_number',
	wallet: 'id',
};
const firstOf = async (path: string, key: string) =>
	((await sandbox.apiGet(path, { page: 1, limit: 1 }))[key] as IDataObject[])[0];

/** A run of each operation that outputs records, built from what the sandbox holds. */
async function runsOfEveryOperation(): Promise<Record<string, INodeParameters>> {
	const employee = (await firstOf('/employees', 'users')) as IDataObject;
	const hold = [...sandbox.store.legalHolds.values()].find((entry) => entry.active)!;
	const label = [...sandbox.store.labels.values()][0];
	const freeAsset = [...sandbox.store.assets.values()].find(
		(entry) => entry.assigneeId && !sandbox.store.activeHoldForAsset(entry.id),
	)!;
	const asset = await firstOf('/assets', 'assets');
	const campaign = await firstOf('/recover/campaigns', 'campaigns');
	const recovery = (
		(await sandbox.apiGet(`/recover/campaign/${String(campaign.campaign_number)}`))
			.employees as IDataObject[]
	)[0];
	const list = (resource: string) => ({
		resource,
		operation: 'getAll',
		returnAll: false,
		limit: 3,
	});
	const byId = (value: unknown) => ({ __rl: true, mode: 'id', value: String(value) });
	return {
		'employee.get': {
			resource: 'employee',
			operation: 'get',
			employeeId: byId(employee.ID ?? employee.id),
		},
		'employee.getAll': list('employee'),
		'employee.create': employeeCreateParameters({ workEmail: 'simple.create@example.com' }),
		'employee.update': {
			resource: 'employee',
			operation: 'update',
			employeeId: byId(employee.ID ?? employee.id),
			updateFields: { city: 'Austin' },
		},
		'employee.upsert': {
			resource: 'employee',
			operation: 'upsert',
			workEmail: 'simple.upsert@example.com',
			additionalFields: adaFields,
		},
		'department.getAll': list('department'),
		'recovery.create': recoveryCreateParameters({
			campaignNumber: byId(campaign.campaign_number),
			workEmail: 'simple.recovery@example.com',
		}),
		'recovery.getItems': {
			resource: 'recovery',
			operation: 'getItems',
			recoveryNumber: String(recovery.recovery_id),
		},
		'recovery.getStatus': {
			resource: 'recovery',
			operation: 'getStatus',
			recoveryNumber: String(recovery.recovery_id),
		},
		'campaign.get': {
			resource: 'campaign',
			operation: 'get',
			campaignNumber: byId(campaign.campaign_number),
		},
		'campaign.getAll': list('campaign'),
		'custody.getTimeline': {
			resource: 'custody',
			operation: 'getTimeline',
			serial: String(asset.serial_number),
		},
		'legalHold.get': { resource: 'legalHold', operation: 'get', legalHoldId: String(hold.id) },
		'legalHold.getAll': list('legalHold'),
		'legalHold.requestRelease': {
			resource: 'legalHold',
			operation: 'requestRelease',
			legalHoldId: String(hold.id),
			summary: 'Release: matter closed',
			description: 'The case was settled.',
		},
		'shippingLabel.create': shippingLabelCreateParameters(),
		'shippingLabel.getAll': list('shippingLabel'),
		'shippingLabel.getUrl': { resource: 'shippingLabel', operation: 'getUrl', labelId: label.id },
		'wallet.getBalance': { resource: 'wallet', operation: 'getBalance' },
		'wallet.getTransactions': {
			resource: 'wallet',
			operation: 'getTransactions',
			returnAll: false,
			limit: 3,
		},
		'order.create': orderCreateParameters({
			products: { product: [{ name: sandbox.store.inventory[0].title, quantity: 1 }] },
		}),
		'legalHold.create': {
			resource: 'legalHold',
			operation: 'create',
			serialNumber: freeAsset.serialNumber,
			name: sandbox.store.employeeName(freeAsset.assigneeId),
			email: 'custodian@example.com',
			recoveryNumber: `RC-${freeAsset.serialNumber}`,
			assetName: freeAsset.modelName,
			assetId: freeAsset.customerAssetId,
			summary: 'Litigation hold',
			description: 'Preserve the device.',
		},
		'order.getAll': list('order'),
		'asset.getAll': list('asset'),
		'teamUser.getAll': list('teamUser'),
		'itadOrder.getAll': list('itadOrder'),
		'ticket.getAll': list('ticket'),
		'country.getAll': list('country'),
	};
}

describe('Simplified on every operation that outputs records', () => {
	let runs: Record<string, INodeParameters>;
	beforeAll(async () => {
		runs = await runsOfEveryOperation();
	});

	test('the table runs every such operation', () => {
		expect(Object.keys(runs).sort()).toEqual(recordOperations.map(({ id }) => id).sort());
	});

	test.each(recordOperations)(
		'$id: at most 10 fields per record, the id among them',
		async ({ id, resource }) => {
			const { items, error } = await sandbox.run({ ...runs[id], output: 'simple' });
			expect(error).toBeUndefined();
			expect(items.length).toBeGreaterThan(0);
			const idField = idFields[resource] ?? 'id';
			for (const { json } of items) {
				expect(Object.keys(json).length).toBeLessThanOrEqual(10);
				if (id === 'wallet.getBalance') expect(json).toHaveProperty('currency_code');
				else if (
					!/\.(create|requestRelease|getUrl|getTimeline)$/.test(id) ||
					id === 'employee.create'
				)
					expect(json).toHaveProperty(idField);
			}
		},
	);
});

const isRecord = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field path the records have, at every depth; through a list, its entries' fields. */
function pathsOf(value: unknown, prefix = '', paths = new Set<string>()): Set<string> {
	for (const entry of Array.isArray(value) ? value : [value]) {
		if (!isRecord(entry)) continue;
		for (const [key, field] of Object.entries(entry)) {
			const path = prefix ? `${prefix}.${key}` : key;
			paths.add(path);
			pathsOf(field, path, paths);
		}
	}
	return paths;
}

/**
 * The declared paths these runs' records do not have, each for a reason: a field the API leaves
 * out when empty or not asked for, or a record of another case (a skipped item, a write not read
 * back). Anything else declared must be in the records, and everything in them declared.
 */
const assignedAssets = [
	'assigned_assets',
	...ASSIGNED_ASSET_FIELDS.map((field) => `assigned_assets.${field}`),
];
const employment = (...fields: string[]) =>
	fields.map((field) => `employment_information.${field}`);
/** Given on a terminated employee, or to the HR system: none of the runs' employees has them. */
const notOnAnActiveEmployee = employment('termination_date', 'personal_email');
/** A write's record holds the employment values it sent: these runs send none. */
const noEmploymentSent = employment(...EMPLOYMENT_INFORMATION_FIELDS);
const declaredButNotInTheseRecords: Record<string, string[]> = {
	// without Include Assets; a write read back has no notice
	'employee.getAll': [...assignedAssets],
	'employee.get': [...notOnAnActiveEmployee, ...assignedAssets],
	'employee.update': [...notOnAnActiveEmployee, ...assignedAssets, 'notice'],
	'employee.create': [...noEmploymentSent, ...assignedAssets, 'notice'],
	'employee.upsert': [...noEmploymentSent, ...assignedAssets, 'notice'],
	// a device already on hold, skipped with its message
	'legalHold.create': ['message'],
	// a recovery already in the campaign, skipped with its status
	'recovery.create': ['status'],
};

describe('Select Included Fields offers each operation’s field paths (fieldPaths)', () => {
	let runs: Record<string, INodeParameters>;
	beforeAll(async () => {
		const everyOperation = await runsOfEveryOperation();
		// writes of people not written before, so that each outputs its record, not a skip or a refusal
		const newEmail = (id: string, email: string) => ({ ...everyOperation[id], workEmail: email });
		runs = {
			...everyOperation,
			'employee.create': newEmail('employee.create', 'fields.create@example.com'),
			'employee.upsert': newEmail('employee.upsert', 'fields.upsert@example.com'),
			'recovery.create': newEmail('recovery.create', 'fields.recovery@example.com'),
		};
	});

	test.each(recordOperations)(
		'$id: its declared paths are those of its real records',
		async ({ id, operation }) => {
			const { items, error } = await sandbox.run(runs[id]);
			expect(error).toBeUndefined();
			const found = pathsOf(items.map((item) => item.json));
			const declared = operation.fieldPaths ?? [];
			expect([...found].filter((path) => !declared.includes(path))).toEqual([]);
			expect(declared.filter((path) => !found.has(path))).toEqual(
				declaredButNotInTheseRecords[id] ?? [],
			);
			expect(new Set(declared).size).toBe(declared.length);
		},
	);

	test('the list offers the chosen operation’s paths, without a credential and sending nothing', async () => {
		const nodeType = new AssetLifecycle();
		const offered = async (resource: string, operation?: string) =>
			(
				await loadOptions('getFieldPaths', {
					nodeType,
					parameters: { resource, ...(operation ? { operation } : {}), output: 'fields' },
				})
			).map((option) => option.value);

		expect(await offered('country', 'getAll')).toEqual([
			'code',
			'name',
			'is_state_required',
			'states',
			'states.code',
			'states.name',
		]);
		expect(await offered('employee', 'get')).toContain('employment_information.employment_status');
		// what only writes output is offered only on them
		for (const read of ['get', 'getAll']) {
			expect(await offered('employee', read)).not.toContain('upsert_result');
			expect(await offered('employee', read)).not.toContain('notice');
		}
		expect(await offered('employee', 'update')).toContain('notice');
		expect(await offered('employee', 'upsert')).toEqual(
			expect.arrayContaining(['notice', 'upsert_result']),
		);
		expect(await offered('recovery', 'getStatus')).toEqual(['recovery_number', 'status']);
		expect(await offered('recovery', 'create')).toEqual([
			'skipped',
			'recovery_number',
			'campaign_number',
			'status',
			'message',
		]);
		expect(await offered('invitation', 'resend')).toEqual([]);
		expect(await sandbox.requests()).toEqual([]);
	});
});

describe('what each Output gives', () => {
	const employeeGet = async (output: INodeParameters) => {
		const [employee] = (await sandbox.apiGet('/employees', { page: 1, limit: 1 }))
			.users as IDataObject[];
		const employeeId = { __rl: true, mode: 'id', value: String(employee.ID ?? employee.id) };
		return await sandbox.run({ resource: 'employee', operation: 'get', employeeId, ...output });
	};

	test('Simplified keeps the values of the complete record, nested fields where they are', async () => {
		const [complete] = (await employeeGet({})).items.map((item) => item.json);
		const [simple] = (await employeeGet({ output: 'simple' })).items.map((item) => item.json);

		expect(simple).toEqual(simplifiedEmployee(complete));
	});

	test("Raw is the API's body", async () => {
		const [raw] = (await employeeGet({ output: 'raw' })).items.map((item) => item.json);
		const { id } = raw.employee as IDataObject;
		expect(raw).toEqual(await sandbox.apiGet(`/employees/${String(id)}`));
	});

	test('Create or Update keeps upsert_result in Simplified', async () => {
		const parameters = {
			resource: 'employee',
			operation: 'upsert',
			workEmail: 'simplified.upsert@example.com',
			additionalFields: adaFields,
			output: 'simple',
		};
		const created = (await sandbox.run(parameters)).items[0].json;
		const unchanged = (await sandbox.run(parameters)).items[0].json;

		expect(created).toMatchObject({ upsert_result: 'created', work_email: parameters.workEmail });
		expect(unchanged).toMatchObject({ upsert_result: 'unchanged', id: created.id });
		expect(Object.keys(unchanged).length).toBeLessThanOrEqual(10);
	});

	test.each([
		{ version: 1, fields: 'work_email, employment_information.employment_status, wrok_email' },
		{ version: 1.1, fields: ['work_email', 'employment_information.employment_status'] },
		// an expression in the list of version 1.1 may give names separated by commas
		{
			version: 1.1,
			fields: ['work_email', 'employment_information.employment_status, wrok_email'],
		},
	])(
		'Select Included Fields (version $version, $fields) outputs the named fields, dotted ones nested, a missing one null',
		async ({ version, fields }) => {
			const { items, run } = await sandbox.run(
				{
					resource: 'employee',
					operation: 'getAll',
					returnAll: false,
					limit: 3,
					output: 'fields',
					fields,
				},
				{ typeVersion: version },
			);
			const named = ['work_email', 'employment_information', 'wrok_email'].slice(
				0,
				String(fields).includes('wrok_email') ? 3 : 2,
			);

			expect(items).toHaveLength(3);
			for (const { json } of items) {
				expect(Object.keys(json)).toEqual(named);
				expect(typeof json.work_email).toBe('string');
				if (named.includes('wrok_email')) expect(json.wrok_email).toBeNull();
				expect(Object.keys(json.employment_information as IDataObject)).toEqual([
					'employment_status',
				]);
			}
			const misspelt = hintsOf(run).filter((hint) => hint.message.includes('wrok_email'));
			expect(misspelt).toEqual(
				named.includes('wrok_email')
					? [
							{
								type: 'warning',
								message: `No record has the field "wrok_email", so it is output as null. Check its spelling in ${version === 1 ? 'Fields' : 'Field Names or IDs'}.`,
								location: 'outputPane',
							},
						]
					: [],
			);
			expect(JSON.stringify(hintsOf(run))).not.toContain('work_email');
		},
	);

	test('Select Included Fields warns only for a name the employee shape lacks, not for its empty fields', async () => {
		const active = [...sandbox.store.employees.values()].find(
			(employee) => employee.employment?.employment_status === 'Active',
		)!;
		const { items, run } = await sandbox.run({
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: active.id },
			output: 'fields',
			fields: [
				'id',
				'employment_information.termination_date',
				'assigned_assets',
				'asigned_assets',
			],
		});

		expect(items[0].json).toEqual({
			id: active.id,
			employment_information: { termination_date: null },
			assigned_assets: null,
			asigned_assets: null,
		});
		const warnings = hintsOf(run).filter((hint) => hint.type === 'warning');
		expect(warnings.map((hint) => hint.message)).toEqual([
			// the label of version 1.1, which a new node gets
			'No record has the field "asigned_assets", so it is output as null. Check its spelling in Field Names or IDs.',
		]);
	});

	test('a dotted field through a list picks it in every entry', async () => {
		const [campaign] = (await sandbox.apiGet('/recover/campaigns', { page: 1, limit: 1 }))
			.campaigns as IDataObject[];
		const { items } = await sandbox.run({
			resource: 'campaign',
			operation: 'get',
			campaignNumber: { __rl: true, mode: 'id', value: String(campaign.campaign_number) },
			output: 'fields',
			fields: ['campaign_number', 'employees.recovery_id'],
		});

		const employees = items[0].json.employees as IDataObject[];
		expect(employees.length).toBeGreaterThan(0);
		for (const employee of employees) expect(Object.keys(employee)).toEqual(['recovery_id']);
		expect(items[0].json.campaign_number).toBe(campaign.campaign_number);
	});
});

test.each([
	{ version: 1, fields: ' , ', message: 'Fields is empty: name at least one field' },
	{ version: 1.1, fields: '={{ [] }}', message: 'Fields is empty: name at least one field' },
])(
	'Select Included Fields (version $version, $fields) with no field named fails, naming the field',
	async ({ version, fields, message }) => {
		const { error } = await sandbox.run(
			{
				...{ resource: 'department', operation: 'getAll', returnAll: false, limit: 1 },
				output: 'fields',
				fields,
			},
			{ typeVersion: version },
		);
		expect(error?.message).toBe(message);
	},
);

test('version 1.1: n8n itself refuses a required list left empty, naming it, before the node runs', async () => {
	const parameters = { resource: 'department', operation: 'getAll', output: 'fields', fields: [] };
	await expect(sandbox.run(parameters, { typeVersion: 1.1 })).rejects.toThrow(
		'Parameter "Field Names or IDs" is required.',
	);
	expect(await sandbox.requests()).toEqual([]);
});

test("the AI Agent's tool outputs Simplified when its Output was never set", async () => {
	const parameters = { resource: 'employee', operation: 'getAll', returnAll: false, limit: 2 };
	const credentials = sandbox.credentialStore().credentials;
	const asTool = await runNode({ nodeType: new AssetLifecycleTool(), parameters, credentials });
	const onTheNode = await sandbox.run(parameters);

	expect(asTool.items).toHaveLength(2);
	for (const { json } of asTool.items) {
		expect(Object.keys(json).length).toBeLessThanOrEqual(10);
		expect(json).toHaveProperty('id');
	}
	expect(Object.keys(onTheNode.items[0].json).length).toBeGreaterThan(10);
});
