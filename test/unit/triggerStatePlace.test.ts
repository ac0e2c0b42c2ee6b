/**
 * statePlace: where the trigger keeps its state. Under n8n's classic persistence a node's static
 * data is the workflow's, kept by node name and observed for changes: the state lives in the
 * global static data under the node's id, and one saved under the name moves there. Under 2.41's
 * durable cursors the node's static data is a plain copy of a cursor kept by node id: the state
 * stays in it. Nothing is written when nothing moves, since n8n saves the workflow for any write.
 * The workflow is n8n-workflow's of n8n 2.x (2.41.0) and of n8n 1.x (1.120.31).
 */
import {
	type IDataObject,
	type INode,
	type INodeTypes,
	type IPollFunctions,
	Workflow,
} from 'n8n-workflow';
import { Workflow as WorkflowV1 } from 'n8n-workflow-v1';

import { statePlace } from '../../nodes/AssetLifecycleTrigger/state';

const node: INode = {
	id: 'node-id',
	name: 'Employee Terminated',
	type: 'n8n-nodes-asset-lifecycle.assetLifecycleTrigger',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};
const STATE = { version: 3, event: 'employeeChanged', scope: '{}', data: { baselined: true } };
const ID_KEY = `assetLifecycleTrigger:${node.id}`;

/** A poll's functions: n8n's classic ones, or with `cursor` as the node's static data. */
function pollFunctions(workflow: Workflow, cursor?: IDataObject): IPollFunctions {
	return {
		getNode: () => node,
		getWorkflowStaticData: (type: string) =>
			type === 'node' && cursor ? cursor : workflow.getStaticData(type, node),
	} as unknown as IPollFunctions;
}

const changed = (workflow: Workflow) => (workflow.staticData as IDataObject).__dataChanged;

describe.each([
	['2.41.0', Workflow],
	['1.120.31', WorkflowV1 as unknown as typeof Workflow],
])('n8n-workflow %s', (_version, WorkflowClass) => {
	/** The workflow n8n builds from its database row (no node type is needed to reach static data). */
	function workflowWith(staticData: IDataObject): Workflow {
		const nodeTypes = { getByNameAndVersion: () => undefined } as unknown as INodeTypes;
		return new WorkflowClass({
			nodes: [node],
			connections: {},
			active: true,
			nodeTypes,
			staticData,
		});
	}

	describe('classic persistence: the workflow static data, observed', () => {
		test('a new state is placed in the global static data under the node id; nothing is written', () => {
			const workflow = workflowWith({});
			const place = statePlace(pollFunctions(workflow));

			expect(place).toEqual({ staticData: workflow.getStaticData('global'), key: ID_KEY });
			expect(changed(workflow)).toBe(false);
		});

		test('a state under the id is found whatever the node is named now; nothing is written', () => {
			const workflow = workflowWith({ global: { [ID_KEY]: STATE }, 'node:Old Name': {} });
			const place = statePlace(pollFunctions(workflow));

			expect(place.staticData[place.key]).toEqual(STATE);
			expect(changed(workflow)).toBe(false);
		});

		test("a state saved under the node's name moves under its id, in one copy, and the move is saved", () => {
			const workflow = workflowWith({ [`node:${node.name}`]: { assetLifecycleTrigger: STATE } });
			const place = statePlace(pollFunctions(workflow));

			expect(place.staticData[place.key]).toEqual(STATE);
			expect(changed(workflow)).toBe(true);
			expect(JSON.parse(JSON.stringify(workflow.staticData))).toEqual({
				[`node:${node.name}`]: {},
				global: { [ID_KEY]: STATE },
			});
		});
	});

	describe('durable cursors: a plain copy of the cursor n8n keeps by node id', () => {
		test('the state stays in the cursor; nothing is written to the workflow', () => {
			const workflow = workflowWith({});
			const cursor = { assetLifecycleTrigger: STATE };
			const place = statePlace(pollFunctions(workflow, cursor));

			expect(place).toEqual({ staticData: cursor, key: 'assetLifecycleTrigger' });
			expect(cursor).toEqual({ assetLifecycleTrigger: STATE });
			expect(changed(workflow)).toBe(false);
		});

		test('a cursor without a state takes the one kept under the id before the cursors were on, which stays until the cursor holds one', () => {
			const workflow = workflowWith({ global: { [ID_KEY]: STATE } });
			const cursor: IDataObject = {};
			const place = statePlace(pollFunctions(workflow, cursor));

			expect(place.staticData[place.key]).toEqual(STATE);
			expect(workflow.getStaticData('global')).toEqual({ [ID_KEY]: STATE });
			expect(changed(workflow)).toBe(false);

			const next = workflowWith({ global: { [ID_KEY]: STATE } });
			statePlace(pollFunctions(next, { assetLifecycleTrigger: STATE }));
			expect(next.getStaticData('global')).toEqual({});
			expect(changed(next)).toBe(true);
		});
	});
});
