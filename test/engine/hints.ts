import type { IRun, NodeExecutionHint } from 'n8n-workflow';

import { NODE_UNDER_TEST_NAME } from './harness/run-node';

/** The execution hints n8n-core stored in the run data of the node under test. */
export function hintsOf(run: IRun): NodeExecutionHint[] {
	return run.data.resultData.runData[NODE_UNDER_TEST_NAME]?.[0]?.hints ?? [];
}
