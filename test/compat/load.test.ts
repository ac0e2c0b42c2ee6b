/**
 * Each saved-workflow fixture loads through n8n-workflow's own getNodeParameters, as n8n does when
 * it loads a workflow, with the n8n-workflow of each n8n line the package supports, and keeps
 * every parameter it stores. The call is n8n's: the Workflow constructor (n8n-workflow 2.41.0 and
 * 1.120.31, dist/cjs/workflow.js: `getNodeParameters(nodeType.description.properties,
 * node.parameters, true, false, node, nodeType.description)`, used by every execution and
 * activation) and the editor's useCanvasOperations.resolveNodeParameters (n8n-io/n8n
 * packages/frontend/editor-ui, same arguments) when a workflow is opened.
 */
import type {
	INode,
	INodeParameters,
	INodeProperties,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeHelpers as NodeHelpersV2 } from 'n8n-workflow';
import { NodeHelpers as NodeHelpersV1 } from 'n8n-workflow-v1';

import { fixturesOf } from './fixtures';
import { propertiesAt, subjects } from './snapshot';

type Load = (description: INodeTypeDescription, node: INode) => INodeParameters | null;

const n8nLines: Array<[string, Load]> = [
	[
		'n8n 2.x (n8n-workflow 2.41.0)',
		(description, node) =>
			NodeHelpersV2.getNodeParameters(
				description.properties,
				node.parameters,
				true,
				false,
				node,
				description,
			),
	],
	[
		'n8n 1.x (n8n-workflow 1.120.31, as n8n 1.123.81 depends on)',
		(description, node) =>
			NodeHelpersV1.getNodeParameters(
				description.properties as never,
				node.parameters as never,
				true,
				false,
				node as never,
				description as never,
			) as INodeParameters | null,
	],
];

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
			n8nLines.map(([line, load]) => ({ fixture, line, load })),
		),
	);

	test.each(cases)(
		'$fixture.subject@$fixture.version $fixture.name in $line',
		({ fixture, load }) => {
			const node = structuredClone(fixture.node);
			const loaded = load(description, node);
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
		const names = fixturesOf(subject.name, version).map((fixture) => fixture.name);
		expect(names).toEqual(
			declaredRuns(subject.name, propertiesAt(subject.properties, version, description)),
		);
	});
});

const valuesOf = (property: INodeProperties | undefined) =>
	((property?.options ?? []) as INodePropertyOptions[]).map((option) => String(option.value));

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
