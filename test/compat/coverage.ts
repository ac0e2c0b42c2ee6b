/**
 * Which stored option values the fixtures of a node version hold: every value of every options
 * and multiOptions parameter, every group of a fixedCollection and every mode of a resource
 * locator, per parameter (its path and the conditions it is shown under), as the snapshot lists
 * them, but n8n's Custom API Call. A value counts when a fixture holds it, as n8n loads the fixture
 * (defaults applied), where the parameter is shown. Values a list loads from the account have no
 * fixed list to cover; the Output of a node run as an AI Agent's tool (`@tool`) is the same stored
 * parameter with another default, covered with the node's own.
 */
import type { INodeParameters, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { customApiCall } from '../../nodes/AssetLifecycle/nodeDescription';
import type { Fixture } from './fixtures';
import { snapshotOf, type SnapshotEntry, type Subject } from './snapshot';

export interface OptionValue {
	entry: SnapshotEntry;
	value: unknown;
}

/** `parameter "path" (shown when scope) = value`, as failures and the generator name it. */
export const optionValueName = ({ entry, value }: OptionValue) =>
	`${entry.path} (shown when ${entry.scope}) = ${JSON.stringify(value)}`;

/**
 * n8n adds Custom API Call to the end of every Resource and Operation dropdown whatever the node
 * declares (docs/n8n-notes.md, Custom API Call), and the node answers it the same way under every
 * resource, before reading any other parameter (test/engine/router.test.ts): no fixture records it.
 */
export const isCustomApiCall = (value: unknown) => value === customApiCall.value;

/** Every stored option value of a node version, as the snapshot lists its parameters. */
export function optionValues(subject: Subject, version: number): OptionValue[] {
	return snapshotOf(subject, version)
		.parameters.filter((entry) => !entry.scope.includes('@tool=[true]'))
		.flatMap((entry) => {
			const values = entry.modes ?? (entry.options as unknown[] | undefined) ?? [];
			return values.filter((value) => !isCustomApiCall(value)).map((value) => ({ entry, value }));
		});
}

/** The node's parameters as n8n loads them: the stored values, the defaults of the rest. */
export function loadedParameters(subject: Subject, fixture: Fixture): INodeParameters {
	const description = subject.description!;
	return NodeHelpers.getNodeParameters(
		description.properties,
		structuredClone(fixture.node.parameters),
		true,
		false,
		fixture.node,
		description,
	)!;
}

/** Every value at a dotted path, through the rows of lists (`items.device.item`). */
function valuesAt(parameters: unknown, path: string[]): unknown[] {
	if (path.length === 0) return [parameters];
	if (Array.isArray(parameters)) return parameters.flatMap((row) => valuesAt(row, path));
	if (parameters === null || typeof parameters !== 'object') return [];
	const [key, ...rest] = path;
	if (!(key in parameters)) return [];
	return valuesAt((parameters as Record<string, unknown>)[key], rest);
}

function holds(entry: SnapshotEntry, stored: unknown, value: unknown): boolean {
	if (entry.modes) {
		return typeof stored === 'object' && stored !== null && 'mode' in stored
			? (stored as { mode: unknown }).mode === value
			: false;
	}
	if (entry.type === 'fixedCollection') {
		return typeof stored === 'object' && stored !== null && String(value) in stored;
	}
	if (entry.type === 'multiOptions') return Array.isArray(stored) && stored.includes(value);
	return stored === value;
}

/**
 * Whether the entry's parameter is shown under these parameters: the conditions of the top-level
 * parameter it sits in (a collection's fields are shown with it).
 */
export function isShown(
	subject: Subject,
	entries: SnapshotEntry[],
	entry: SnapshotEntry,
	parameters: INodeParameters,
	fixture: Fixture,
) {
	const top = entry.path.split('.')[0];
	const parent = entries.find((other) => other.path === top && other.scope === entry.scope);
	const property = { name: top, displayOptions: parent?.displayOptions } as INodeProperties;
	return NodeHelpers.displayParameter(parameters, property, fixture.node, subject.description!);
}

/** The option values none of the fixtures holds. */
export function uncoveredValues(
	subject: Subject,
	version: number,
	fixtures: Fixture[],
): OptionValue[] {
	const { parameters: entries } = snapshotOf(subject, version);
	const loaded = fixtures.map((fixture) => ({
		fixture,
		parameters: loadedParameters(subject, fixture),
	}));
	return optionValues(subject, version).filter(
		(option) =>
			!loaded.some(
				({ fixture, parameters }) =>
					isShown(subject, entries, option.entry, parameters, fixture) &&
					valuesAt(parameters, option.entry.path.split('.')).some((stored) =>
						holds(option.entry, stored, option.value),
					),
			),
	);
}
