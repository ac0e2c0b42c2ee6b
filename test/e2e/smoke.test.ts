/**
 * The pipeline every e2e test stands on: the package is built and packed, installed from its
 * tarball into a private n8n (as the Community Nodes screen installs it), and n8n loads it.
 */
import {
	CREDENTIAL_TYPE,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	N8N_VERSIONS,
	type N8nInstance,
	NODE_TYPE,
	prepareN8n,
	TRIGGER_NODE_TYPE,
} from './harness';

const START_TIMEOUT_MS = 5 * 60 * 1000;

beforeAll(async () => {
	await installN8nAndPackage();
}, INSTALL_TIMEOUT_MS);

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;

	beforeAll(async () => {
		n8n = await prepareN8n(version);
		await n8n.start();
	}, START_TIMEOUT_MS);

	afterAll(async () => {
		await n8n?.dispose();
	});

	it('loads the action node and the trigger from the installed package', async () => {
		const ours = (await n8n.nodeTypes())
			.filter((type) => type.name === NODE_TYPE || type.name === TRIGGER_NODE_TYPE)
			.map(({ name, displayName }) => ({ name, displayName }))
			.sort((a, b) => a.name.localeCompare(b.name));

		expect(ours).toEqual([
			{ name: NODE_TYPE, displayName: 'Asset Lifecycle' },
			{ name: TRIGGER_NODE_TYPE, displayName: 'Asset Lifecycle Trigger' },
		]);
	});

	it('loads the credential type', async () => {
		const ours = (await n8n.credentialTypes())
			.filter((type) => type.name === CREDENTIAL_TYPE)
			.map(({ name, displayName }) => ({ name, displayName }));

		expect(ours).toEqual([{ name: CREDENTIAL_TYPE, displayName: 'Asset Lifecycle API' }]);
	});
});
