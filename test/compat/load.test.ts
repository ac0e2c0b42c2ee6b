/**
 * Each saved-workflow fixture, and the stored credential, loads through n8n-workflow's own getNodeParameters, as n8n does when
 * it loads a workflow, with the n8n-workflow of each n8n line the package supports, and keeps
 * every parameter it stores. The call is n8n's: the Workflow constructor (n8n-workflow 2.41.0 and
 * 1.120.31, dist/cjs/workflow.js: `getNodeParameters(nodeType.description.properties,
 * node.parameters, true, false, node, nodeType.description)`, used by every execution and
 * activation) and the editor's useCanvasOperations.resolveNodeParameters (n8n-io/n8n
 * packages/frontend/editor-ui, same arguments) when a workflow is opened. A credential's stored
 * data goes through the same function with no node (n8n 2.41.1's cli, dist/credentials-helper.js,
 * applyDefaultsAndOverwrites: `getNodeParameters(credentialsProperties, data, true, false, null,
 * null)`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type {
	INode,
	INodeParameters,
	INodeProperties,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeHelpers as NodeHelpersV2 } from 'n8n-workflow';
import { NodeHelpers as NodeHelpersV1 } from 'n8n-workflow-v1';

import { isCustomApiCall } from './coverage';
import { fixturesOf, runOf } from './fixtures';
import { fixturesDir, propertiesAt, subjects } from './snapshot';

/** n8n-workflow's getNodeParameters, as each n8n line the package supports ships it. */
const n8nLines: Array<{ line: string; getNodeParameters: typeof NodeHelpersV2.getNodeParameters }> =
	[
		{
			line: 'n8n 2.x (n8n-workflow 2.41.0)',
			getNodeParameters: NodeHelpersV2.getNodeParameters,
		},
		{
			line: 'n8n 1.x (n8n-workflow 1.120.31, as n8n 1.123.81 depends on)',
			// the same signature; 1.x's own types are nominally other types
			getNodeParameters:
				NodeHelpersV1.getNodeParameters as unknown as typeof NodeHelpersV2.getNodeParameters,
		},
	];

/** What n8n makes of a saved node when it loads the workflow. */
const loadNode = (
	getNodeParameters: typeof NodeHelpersV2.getNodeParameters,
	description: INodeTypeDescription,
	node: INode,
) => getNodeParameters(description.properties, node.parameters, true, false, node, description);

/** Each stored value the loaded parameters lost or changed: "path: stored x, loaded y". */
function lostOnLoad(stored: unknown, loaded: unknown, path = 'parameters'): string[] {
	if (stored !== null && typeof stored === 'object') {
		if (
			loaded === null ||
			typeof loaded !== 'object' ||
			Array.isArray(stored) !== Array.isArray(loaded)
		)
			return [`${path}: stored ${JSON.stringify(stored)}, loaded ${JSON.stringify(loaded)}`];
		return Object.entries(stored).flatMap(([key, value]) =>
			lostOnLoad(value, (loaded as Record<string, unknown>)[key], `${path}.${key}`),
		);
	}
	return stored === loaded
		? []
		: [`${path}: stored ${JSON.stringify(stored)}, loaded ${JSON.stringify(loaded)}`];
}

const nodeSubjects = subjects().filter((subject) => subject.description !== null);

describe.each(nodeSubjects)('$label: saved workflows load unchanged', (subject) => {
	const description = subject.description!;
	const cases = subject.versions.flatMap((version) =>
		fixturesOf(subject.name, version).flatMap((fixture) =>
			n8nLines.map(({ line, getNodeParameters }) => ({ fixture, line, getNodeParameters })),
		),
	);

	test.each(cases)(
		'$fixture.subject@$fixture.version $fixture.name in $line',
		({ fixture, getNodeParameters }) => {
			const node = structuredClone(fixture.node);
			const loaded = loadNode(getNodeParameters, description, node);
			const lost = lostOnLoad(fixture.node.parameters, loaded);
			if (lost.length) {
				throw new Error(
					`${fixture.path} no longer loads as saved: n8n drops or changes what the workflow ` +
						`stores:\n  ${lost.join('\n  ')}\nKeep node version ${fixture.version}'s ` +
						'parameters and put the change into a new node version (CONTRIBUTING.md).',
				);
			}
		},
	);

	test.each(subject.versions)('every operation or event of version %s has a fixture', (version) => {
		const runs = new Set(fixturesOf(subject.name, version).map(runOf));
		expect([...runs].sort()).toEqual(
			declaredRuns(subject.name, propertiesAt(subject.properties, version, description)),
		);
	});
});

const valuesOf = (property: INodeProperties | undefined) =>
	((property?.options ?? []) as INodePropertyOptions[])
		.filter((option) => !isCustomApiCall(option.value))
		.map((option) => String(option.value));

/** `resource.operation` of each operation the version declares, or each trigger event. */
function declaredRuns(subject: string, properties: INodeProperties[]): string[] {
	const named = (name: string) => properties.filter((property) => property.name === name);
	if (subject === 'trigger') return valuesOf(named('event')[0]).sort();
	return valuesOf(named('resource')[0])
		.flatMap((resource) =>
			named('operation')
				.filter((dropdown) => dropdown.displayOptions?.show?.resource?.includes(resource))
				.flatMap((dropdown) => valuesOf(dropdown).map((operation) => `${resource}.${operation}`)),
		)
		.sort();
}

describe('Asset Lifecycle API credential: stored credentials load unchanged', () => {
	const credential = subjects().find((subject) => subject.name === 'credential')!;
	const cases = credential.versions.flatMap((version) =>
		n8nLines.map(({ line, getNodeParameters }) => ({ version, line, getNodeParameters })),
	);

	test.each(cases)('credential@$version in $line', ({ version, getNodeParameters }) => {
		const path = join(fixturesDir('credential', version), 'assetLifecycleApi.json');
		const { data } = JSON.parse(readFileSync(path, 'utf8')) as { data: INodeParameters };
		const loaded = getNodeParameters(credential.properties, data, true, false, null, null);
		expect(lostOnLoad(data, loaded, 'data')).toEqual([]);
	});
});
