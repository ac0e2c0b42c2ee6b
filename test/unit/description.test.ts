import { NodeHelpers, type INode, type INodeProperties } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { defineResource, type Operation } from '../../nodes/AssetLifecycle/operation';
import { resources } from '../../nodes/AssetLifecycle/resources';

const { properties } = new AssetLifecycle().description;

/** The resource and operation values workflows store: the package's public contract. */
const contract: Record<string, string[]> = {
	accessToken: ['revoke'],
	asset: ['getAll'],
	campaign: ['get', 'getAll'],
	country: ['getAll'],
	custody: ['getTimeline'],
	department: ['getAll'],
	employee: ['create', 'get', 'getAll', 'update', 'upsert'],
	invitation: ['resend'],
	itadOrder: ['getAll'],
	legalHold: ['create', 'get', 'getAll', 'requestRelease'],
	order: ['create', 'getAll'],
	recovery: ['create', 'getItems', 'getStatus'],
	shippingLabel: ['create', 'download', 'getAll', 'getUrl'],
	teamUser: ['getAll'],
	ticket: ['getAll'],
	wallet: ['getBalance', 'getTransactions'],
};

/** The entry n8n adds to the end of both dropdowns, declared by the node with an action. */
const CUSTOM_API_CALL = '__CUSTOM_API_CALL__';

/** A dropdown's values: sorted, Custom API Call kept last, where the editor shows it. */
const optionValues = (property: INodeProperties) => {
	const values = (property.options as Array<{ value: string }>).map((option) => option.value);
	const last = values.at(-1) === CUSTOM_API_CALL ? [CUSTOM_API_CALL] : [];
	return [...values.slice(0, values.length - last.length).sort(), ...last];
};

const operationDropdown = (resource: string) =>
	properties.find(
		(property) =>
			property.name === 'operation' && property.displayOptions?.show?.resource?.includes(resource),
	)!;

/** Every parameter, with those inside collections and fixed collections. */
function everyParameter(parameters: INodeProperties[]): INodeProperties[] {
	return parameters.flatMap((parameter) => {
		const children = (
			(parameter.options ?? []) as Array<INodeProperties & { values?: INodeProperties[] }>
		)
			.flatMap((option) => option.values ?? [option])
			.filter((option) => 'type' in option);
		return [parameter, ...everyParameter(children)];
	});
}

test("every account-filled list follows n8n's rule for dynamic options: its label ends Name or ID", () => {
	const accountFilled = [
		...everyParameter(properties),
		...everyParameter(new AssetLifecycleTrigger().description.properties),
	].filter((parameter) => parameter.typeOptions?.loadOptionsMethod);

	expect(accountFilled.map((parameter) => parameter.name)).toContain('workPhoneCountry');
	for (const parameter of accountFilled) {
		const plural = parameter.type === 'multiOptions';
		expect(parameter.displayName).toMatch(plural ? / Names or IDs$/ : / Name or ID$/);
		expect(parameter.description).toContain(
			`Choose from the list, or specify ${plural ? 'IDs' : 'an ID'} using an <a href="https://docs.n8n.io/code/expressions/">expression</a>`,
		);
	}
});

describe('the node description, derived from the resources', () => {
	test("the Resource dropdown offers exactly the resources of the contract, then n8n's Custom API Call", () => {
		const resourceDropdown = properties.find((property) => property.name === 'resource')!;
		expect(optionValues(resourceDropdown)).toEqual([
			...Object.keys(contract).sort(),
			CUSTOM_API_CALL,
		]);
	});

	test.each(Object.entries(contract))(
		"%s offers exactly its contract operations, each one the router can run, then n8n's Custom API Call",
		(resource, operations) => {
			expect(optionValues(operationDropdown(resource))).toEqual([
				...[...operations].sort(),
				CUSTOM_API_CALL,
			]);
			const defined = resources.find((candidate) => candidate.value === resource)!;
			expect(defined.operations.map((operation) => operation.value).sort()).toEqual(
				[...operations].sort(),
			);
		},
	);

	test("the nodes panel lists the API's resources first, alphabetically, and Access Token (Revoke) last", () => {
		// the editor makes the actions panel from the Resource dropdown in its order
		const resourceDropdown = properties.find((property) => property.name === 'resource')!;
		expect(
			(resourceDropdown.options as Array<{ name: string }>).map((option) => option.name),
		).toEqual([
			'Asset',
			'Campaign',
			'Country',
			'Custody',
			'Department',
			'Employee',
			'Invitation',
			'ITAD Order',
			'Legal Hold',
			'Order',
			'Recovery',
			'Shipping Label',
			'Team User',
			'Ticket',
			'Wallet',
			'Access Token',
			'Custom API Call',
		]);
	});

	test('every operation entry has an action and a description for the nodes panel and the AI tool', () => {
		for (const resource of resources) {
			for (const operation of resource.operations) {
				expect(operation.action).toMatch(/\S/);
				expect(operation.description).toMatch(/\S/);
			}
		}
	});

	test('every parameter but the two dropdowns shows only for its own resource and operation', () => {
		for (const property of properties) {
			if (property.name === 'resource' || property.name === 'operation') continue;
			const show = property.displayOptions?.show;
			expect(show?.resource).toHaveLength(1);
			expect(show?.operation).toHaveLength(1);
			const [resource] = show!.resource as string[];
			expect(contract[resource]).toContain((show!.operation as string[])[0]);
		}
	});

	test('a resource whose first operation it does not have is refused when the node loads', () => {
		const getAll = { value: 'getAll' } as Operation;
		expect(() => defineResource('thing', 'Thing', { getAll }, 'get')).toThrow(
			'Resource thing has no operation "get"',
		);
	});

	test("a resource's version 1 first operation must exist too", () => {
		const getAll = { value: 'getAll' } as Operation;
		expect(() => defineResource('thing', 'Thing', { getAll }, 'getAll', 'create')).toThrow(
			'Resource thing has no operation "create"',
		);
	});

	test.each([
		{ version: 1, operation: 'create' },
		{ version: 1.1, operation: 'getStatus' },
	])(
		'Recovery starts on $operation at node version $version (a saved node stores no default)',
		({ version, operation }) => {
			const node: INode = {
				id: 'n',
				name: 'Asset Lifecycle',
				type: 'n8n-nodes-asset-lifecycle.assetLifecycle',
				typeVersion: version,
				position: [0, 0],
				parameters: { resource: 'recovery' },
			};
			const loaded = NodeHelpers.getNodeParameters(
				properties,
				node.parameters,
				true,
				false,
				node,
				new AssetLifecycle().description,
			);
			expect(loaded?.operation).toBe(operation);
		},
	);

	test('every operation with Output modes declares its field paths, Simplified among them', () => {
		for (const resource of resources) {
			for (const operation of resource.operations.filter(({ simplified }) => simplified)) {
				const declared = operation.fieldPaths ?? [];
				expect(declared.length).toBeGreaterThan(0);
				if (Array.isArray(operation.simplified)) {
					const simplified = operation.simplified as readonly string[];
					expect(simplified.filter((path) => !declared.includes(path))).toEqual([]);
				}
			}
		}
	});

	test('two operations of one resource with the same value are refused when the node loads', () => {
		const first = { value: 'getAll' } as Operation;
		const second = { value: 'getAll' } as Operation;
		expect(() => defineResource('thing', 'Thing', { first, second }, 'getAll')).toThrow(
			'Resource thing has two operations "getAll"',
		);
	});
});

/** Every parameter name of the node, collections and their fields included. */
function parameterNames(list: INodeProperties[]): string[] {
	return list.flatMap((property) => [
		property.name,
		...(property.type === 'collection'
			? parameterNames((property.options ?? []) as INodeProperties[])
			: []),
	]);
}

describe('one parameter name per concept across operations', () => {
	const names = new Set(parameterNames(properties));

	test.each([
		['first and last name', ['firstName', 'lastName'], ['firstname', 'lastname']],
		[
			'address lines',
			['addressLine1', 'addressLine2'],
			['address1', 'address2', 'shippingAddress'],
		],
		[
			'city, state, zip and country',
			['city', 'state', 'zip', 'country'],
			['shippingCity', 'shippingState', 'shippingZip', 'shippingCountry'],
		],
		['a contact phone', ['phone', 'workPhone', 'personalPhone'], ['phoneNumber']],
		["the HR system's employee number", ['employeeNumber'], []],
	])('%s', (_, used, retired) => {
		for (const name of used) expect(names).toContain(name);
		for (const name of retired) expect(names).not.toContain(name);
	});
});

describe('the subtitle on the canvas', () => {
	const { subtitle } = new AssetLifecycle().description;
	const code = /^=\{\{(.*)\}\}$/s.exec(subtitle!)![1];
	const subtitleFor = (resource: string, operation: string): unknown =>
		new Function('$parameter', `return (${code});`)({ resource, operation });

	test.each(
		resources.flatMap((resource) =>
			resource.operations.map((operation) => [resource.value, operation.value, operation.action]),
		),
	)('%s %s shows its action "%s"', (resource, operation, action) =>
		expect(subtitleFor(resource, operation)).toBe(action),
	);
});

describe("an AI Agent tool's description and a new node's name", () => {
	const nodeType = new AssetLifecycle();
	/** The tool variant n8n makes of the node: the same description under the name <node>Tool. */
	const toolType = {
		...nodeType,
		description: { ...nodeType.description, name: `${nodeType.description.name}Tool` },
	};
	/**
	 * The tool's description as n8n gives it to the agent: the node's parameters resolved with their
	 * defaults on the tool variant (the Workflow constructor's getNodeParameters), then
	 * getToolDescriptionForNode. n8n adds no Tool Description choice of its own to a node that
	 * declares `toolDescription` (n8n's ai-tools.js), so none is set here.
	 */
	const toolDescription = (resource: string, operation: string) => {
		const node: INode = {
			id: 'tool',
			name: 'Asset Lifecycle',
			type: 'n8n-nodes-asset-lifecycle.assetLifecycleTool',
			typeVersion: 1.1,
			position: [0, 0],
			parameters: { resource, operation },
		};
		node.parameters = NodeHelpers.getNodeParameters(
			properties,
			node.parameters,
			true,
			false,
			node,
			toolType.description,
		)!;
		return NodeHelpers.getToolDescriptionForNode(node, toolType);
	};

	test.each([
		[
			'order',
			'create',
			/^Place a deployment order in Asset Lifecycle\. Charged to the company: each call places another order, so do not call it again after an error\.$/,
		],
		[
			'shippingLabel',
			'create',
			/^Create a shipping label in Asset Lifecycle\. Charged to the company: each call buys another label, so do not call it again after an error\.$/,
		],
		['employee', 'get', /^Get an employee in Asset Lifecycle\.$/],
	])('%s %s tells the agent what a call does and costs', (resource, operation, said) => {
		expect(toolDescription(resource, operation)).toMatch(said);
	});

	test.each(
		resources.flatMap((resource) =>
			resource.operations.map((operation) => [resource.value, operation.value, operation.action]),
		),
	)('%s %s names a new node "%s", at most 40 characters', (resource, operation, action) => {
		const name = NodeHelpers.makeNodeName({ resource, operation }, nodeType.description);
		expect(name).toBe(action);
		expect(name.length).toBeLessThanOrEqual(40);
	});
});

describe('the writes the API does not deduplicate', () => {
	const shownOn = (property: INodeProperties) =>
		`${String(property.displayOptions?.show?.resource)} ${String(property.displayOptions?.show?.operation)}`;

	test('Order Create and Shipping Label Create, and only they, say so in a notice before any run', () => {
		const notices = properties.filter((property) => property.name === 'notDeduplicatedNotice');

		expect(notices.map(shownOn)).toEqual(['order create', 'shippingLabel create']);
		expect(notices[0]).toMatchObject({
			type: 'notice',
			displayName:
				"The API does not deduplicate orders: each request that reaches it creates another order. When a request gets a server error or no answer, the order may have gone through, and n8n's Retry On Fail or a re-run would send it again: this node then holds the same order back for 15 minutes and fails, saying how to check (Order → Get Many) and how to send it anyway. What a run created before it failed on another item is not created again by the next run either. It can only do so within this n8n process: another queue-mode worker, or n8n after a restart, would send it.",
		});
	});

	test('they, and only they, offer to send the write despite an unconfirmed attempt, off by default', () => {
		const offering = properties.filter(
			(property) =>
				property.name === 'options' &&
				(property.options as INodeProperties[]).some(
					(option) => option.name === 'sendDespiteUnconfirmedAttempt',
				),
		);

		expect(offering.map(shownOn)).toEqual(['order create', 'shippingLabel create']);
		expect((offering[1].options as INodeProperties[])[0]).toEqual({
			displayName: 'Send Despite an Unconfirmed Attempt',
			name: 'sendDespiteUnconfirmedAttempt',
			type: 'boolean',
			default: false,
			description:
				'Whether to send the shipping label even though the same shipping label was sent in the last 15 minutes and got a server error or no answer, so it may have gone through. Turn it on only after checking with Shipping Label → Get Many that it did not, and off again once sent.',
		});
	});
});
