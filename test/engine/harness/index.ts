/** The engine-test harness: our nodes run in-process through n8n-core (see test/engine/README.md). */
export { HarnessCredentialsHelper, type StoredCredential } from './credentials-helper';
export { listSearch, loadOptions, testCredential } from './methods';
export {
	createPoller,
	POLL_NODE_ID,
	POLL_NODE_NAME,
	type Poller,
	type PollResult,
	type StaticDataPersistence,
	triggerStateKey,
} from './poller';
export { createAdditionalData, NodeTypesRegistry, packageNodeType } from './registry';
export { runNode, type RunNodeOptions, type RunNodeResult } from './run-node';
