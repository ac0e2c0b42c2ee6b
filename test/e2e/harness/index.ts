/** Helpers for e2e tests: the package installed from its tarball into a real, private n8n. */
export { CHROMIUM, ensureChromium, signInToEditor } from './chromium';
export { installN8n, installN8nVersions, N8N_VERSIONS, REPO_ROOT } from './install';
export type { N8nInstallation, N8nVersion } from './install';
export { CACHE_DIR, hashPackageSources, packPackage } from './pack';
export {
	changeEachEvent,
	changeEvent,
	EMITTED_KEY,
	EVENT_READ_ROUTES,
	eventWorkflow,
	TRIGGER_EVENTS,
	type TriggerEventName,
} from './fourEvents';
export {
	CREDENTIAL_TYPE,
	DURABLE_SCHEDULER_ENV,
	freePort,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	manualTriggerNode,
	N8nInstance,
	newN8nId,
	NODE_TYPE,
	OWNER,
	outputOf,
	PACKAGE_NAME,
	parseRawOutput,
	pollingTriggerWorkflow,
	prepareN8n,
	sandboxCredential,
	spawnN8nProcess,
	stopProcessGroup,
	TRIGGER_NODE_TYPE,
} from './n8n';
export type {
	CredentialInput,
	ImportedCredential,
	PrepareOptions,
	PublicApiExecution,
	StartOptions,
	WorkflowInput,
	WorkflowNode,
} from './n8n';
