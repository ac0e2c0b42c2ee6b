/** What a trigger engine test needs: a sandbox per file and the trigger on n8n-core's PollContext. */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleTrigger } from '../../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { pollLimits } from '../../../nodes/AssetLifecycleTrigger/budget';
import type { SandboxOptions } from '../../../sandbox';
import {
	createPoller,
	type Poller,
	POLL_NODE_ID,
	type StaticDataPersistence,
	triggerStateKey,
} from '../harness';
import { fullAccess, useSandbox } from '../support';
import type { LoggedRequest } from '../../sandboxControl';

/**
 * Every trigger event runs under both ways n8n persists a poller's static data (in-process
 * classic, and 2.41's durable cursors): see test/engine/README.md.
 */
export const PERSISTENCE_MODES: StaticDataPersistence[] = ['n8n', 'durableCursors'];

const AUTH_ROUTES = ['POST /auth/login', 'POST /refresh-token'];

/**
 * `idleQuota`: whether polls may read beyond Max Requests per Poll while nobody else spends the
 * quota. Off by default: most trigger tests pin what a poll does within its budget, as on an
 * account whose other workflows spend the quota; deadline.test.ts tests the idle reading.
 */
export function useTriggerSandbox(options: SandboxOptions, { idleQuota = false } = {}) {
	const sandbox = useSandbox(options);
	const ceiling = pollLimits.idleQuotaCeiling;
	beforeAll(() => {
		if (!idleQuota) pollLimits.idleQuotaCeiling = 0;
	});
	afterAll(() => {
		pollLimits.idleQuotaCeiling = ceiling;
	});

	function trigger(
		parameters: INodeParameters,
		persist: StaticDataPersistence = 'n8n',
		savedStaticData?: string,
		workflowId?: string,
		node?: { name: string; id: string },
	): Poller {
		const { credentials } = sandbox.credentialStore(fullAccess);
		return createPoller({
			nodeType: new AssetLifecycleTrigger(),
			parameters,
			credentials,
			persist,
			savedStaticData,
			workflowId,
			node,
		});
	}

	/** The API requests a step sent (the credential's login and refresh apart), from the log. */
	async function logged<T>(step: () => Promise<T>): Promise<{ result: T; api: LoggedRequest[] }> {
		await sandbox.control('DELETE', '/requests');
		const result = await step();
		const log = await sandbox.requests();
		return { result, api: log.filter((entry) => !AUTH_ROUTES.includes(entry.route ?? '')) };
	}

	/** Adds an employee through the API (the list shows it last); returns its id. */
	async function createEmployee(firstName = 'Nia', lastName = 'Okafor'): Promise<string> {
		const token = await sandbox.apiToken();
		const response = await fetch(`${sandbox.sandbox.baseUrl}/api/v1/employee/add`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
			body: JSON.stringify({
				firstname: firstName,
				lastname: lastName,
				work_email: `${firstName}.${lastName}@acme-sandbox.example`.toLowerCase(),
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

	return {
		get running() {
			return sandbox.sandbox;
		},
		control: sandbox.control,
		requests: sandbox.requests,
		counters: sandbox.counters,
		apiToken: sandbox.apiToken,
		trigger,
		logged,
		createEmployee,
	};
}

/** The trigger's own state inside the node's static data. */
export function triggerState(nodeData: IDataObject): IDataObject {
	return ((nodeData.assetLifecycleTrigger as IDataObject | undefined)?.data ?? {}) as IDataObject;
}

/** The trigger's state in the static data as saved under n8n's classic persistence. */
export function savedTriggerState(saved: IDataObject): IDataObject {
	return (saved.global as IDataObject)[triggerStateKey(POLL_NODE_ID)] as IDataObject;
}
