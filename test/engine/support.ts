/** What an engine test of the action node needs: a sandbox per file, its control API, a run. */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox';
import { HarnessCredentialsHelper } from './harness/credentials-helper';
import { runNode, type RunNodeOptions } from './harness/run-node';
import { sandboxControl, type Counters, type LoggedRequest } from '../sandboxControl';
import { LOGIN_REFUSED_CAUSES } from '../../credentials/assetLifecycleApi/login';
import { adaFields } from '../employeeFixture';

export interface Account {
	clientId: string;
	clientSecret: string;
}

export const fullAccess: Account = { clientId: 'sandbox-client', clientSecret: 'sandbox-secret' };
export const limitedAccess: Account = {
	clientId: 'limited-client',
	clientSecret: 'limited-secret',
};
/** A credential past its expiry date: its login is refused. */
export const expiredAccess: Account = {
	clientId: 'expired-client',
	clientSecret: 'expired-secret',
};
/** What a refused login fails with: the API's text and the causes it stands for. */
export const REFUSED_LOGIN = `Invalid credentials: ${LOGIN_REFUSED_CAUSES}`;

/** Starts a sandbox for the test file (stopped after it) and clears its log before each test. */
export function useSandbox(options: SandboxOptions = {}) {
	let running: RunningSandbox;
	beforeAll(async () => {
		running = await startSandbox({ port: 0, rateLimit: 100000, ...options });
	});
	afterAll(async () => await running.close());
	beforeEach(async () => await control('DELETE', '/requests'));

	const control = <T = unknown>(method: string, path: string, body?: unknown) =>
		sandboxControl<T>(running.origin, method, path, body);

	const requests = async (route?: string) => {
		const log = await control<LoggedRequest[]>('GET', '/requests');
		return route ? log.filter((entry) => entry.route === route) : log;
	};

	/** A credential store with one Asset Lifecycle API credential: reuse it to share its token. */
	function credentialStore(account: Account = fullAccess, baseUrl = running.baseUrl) {
		const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
		const credentials = store.add('assetLifecycleApi', { baseUrl, ...account });
		return { store, credentials };
	}

	async function run(
		parameters: INodeParameters,
		options: Partial<RunNodeOptions> = {},
		credentials = credentialStore().credentials,
	) {
		return await runNode({ nodeType: new AssetLifecycle(), parameters, credentials, ...options });
	}

	/** A fresh login on the API (full access), apart from any node credential: its token. */
	async function apiToken(): Promise<string> {
		const login = await fetch(`${running.baseUrl}/api/v1/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				client_id: fullAccess.clientId,
				client_secret: fullAccess.clientSecret,
			}),
		});
		const { token } = (await login.json()) as { token: string };
		return token;
	}

	/** GET on the API with a fresh login, to read what the sandbox holds. */
	async function apiGet(
		path: string,
		query: Record<string, string | number> = {},
	): Promise<IDataObject> {
		const token = await apiToken();
		const url = new URL(`${running.baseUrl}/api/v1${path}`);
		for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
		const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
		return (await response.json()) as IDataObject;
	}

	return {
		get sandbox() {
			return running;
		},
		/** The sandbox's live state, to pick test data and check effects beside the API. */
		get store() {
			return running.sandbox.store;
		},
		/** Where the sandbox's own files (label PDFs) are served. */
		get origin() {
			return running.origin;
		},
		control,
		requests,
		counters: () => control<Counters>('GET', '/counters'),
		credentialStore,
		run,
		apiToken,
		apiGet,
	};
}

/**
 * The query of every page Return All asks for: always the largest page (limit 100), and as many
 * pages as `count` records fill at the page size the endpoint serves (some serve fewer than 100).
 * An empty list still takes one request.
 */
export function returnAllPages(count: number, servedPerPage = 100) {
	return Array.from({ length: Math.max(1, Math.ceil(count / servedPerPage)) }, (_, index) => ({
		page: String(index + 1),
		limit: '100',
	}));
}

/**
 * Employee Create for a valid new employee, the one every layer's tests start from: the phone as a
 * user types it (the node strips the separators), a US address with its state. `overrides` replace
 * or add parameters, so a test shows only what it is about.
 */
export function employeeCreateParameters(overrides: INodeParameters = {}): INodeParameters {
	return {
		resource: 'employee',
		operation: 'create',
		...adaFields,
		workEmail: 'ada.lovelace@example.com',
		locationType: 'Remote Employee',
		...overrides,
	};
}

/**
 * The employee `employeeCreateParameters()` creates, as the API returns it (without its id): the
 * phone digits only, every field the input leaves out null.
 */
export const createdEmployee: IDataObject = {
	first_name: 'Ada',
	last_name: 'Lovelace',
	work_email: 'ada.lovelace@example.com',
	personal_email: null,
	work_phone: '5125550199',
	work_phone_country: 'US',
	personal_phone: null,
	personal_phone_country: null,
	address_1: '1 Analytical Way',
	address_2: null,
	city: 'Austin',
	state: 'TX',
	zip: '78701',
	country: 'US',
	location_type: 'Remote Employee',
	location_name: 'Ada Lovelace',
	department: null,
	employee_id: null,
	configure_cost_center_id: null,
	employment_information: null,
};

/**
 * Recovery Create for a valid recovery: one device for an employee to send back, notifications to
 * the work email. `overrides` replace or add parameters (the campaign, the devices...).
 */
export function recoveryCreateParameters(overrides: INodeParameters = {}): INodeParameters {
	return {
		resource: 'recovery',
		operation: 'create',
		campaignNumber: { __rl: true, mode: 'id', value: '1001' },
		firstName: 'Ines',
		lastName: 'Marlowe',
		sendNotificationsTo: 'work',
		workEmail: 'ines.marlowe@example.com',
		workPhone: '5125550183',
		addressLine1: '400 Congress Ave',
		city: 'Austin',
		state: 'TX',
		zip: '78701',
		country: 'US',
		itemsSource: 'define',
		items: { device: [{ item: 'MacBook Pro 14' }] },
		...overrides,
	};
}

/** Order Create for a valid order of one laptop for a new hire. `overrides` as above. */
export function orderCreateParameters(overrides: INodeParameters = {}): INodeParameters {
	return {
		resource: 'order',
		operation: 'create',
		products: { product: [{ name: 'MacBook Pro 14', quantity: 1 }] },
		email: 'new.hire@example.com',
		firstName: 'Noor',
		lastName: 'Haddad',
		addressLine1: '12 Harbour Road',
		city: 'Austin',
		state: 'TX',
		zip: '73301',
		country: 'US',
		phone: '5125550147',
		...overrides,
	};
}

/** Shipping Label Create for a valid box to a US address. `overrides` as above. */
export function shippingLabelCreateParameters(overrides: INodeParameters = {}): INodeParameters {
	return {
		resource: 'shippingLabel',
		operation: 'create',
		addressLine1: '500 Market Street',
		city: 'San Francisco',
		state: 'CA',
		zip: '94105',
		length: 14,
		width: 10,
		height: 4,
		...overrides,
	};
}
