/**
 * Fixtures generated from the description, for `npm run compat:snapshot`, stored the way n8n's
 * editor saves a node (its getNodeDataToSave: NodeHelpers.getNodeParameters with defaults left
 * out, see docs/n8n-notes.md):
 * - `<run>.required`: each operation and event with only its required parameters (the values of
 *   its base fixture `<run>.json`), so every default the description or the code supplies runs;
 * - `<run>.options-<n>`: the base fixture with option values no fixture holds yet (coverage.ts),
 *   the n-th uncovered value of each such parameter, until every stored option value is held.
 * A file that exists is never rewritten.
 */
import type { INode, INodeParameters, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { loadedParameters, uncoveredValues, type OptionValue } from './coverage';
import { fixturesOf, runOf, type Fixture } from './fixtures';
import { propertiesAt, type Subject } from './snapshot';

/**
 * Parameters a fixture needs beside those the description marks required, for rules it cannot
 * state: State for the countries that have states (US in the base fixtures), a recovery's devices
 * (1 to 5), a custody timeline's serial number or IMEI.
 */
const CONDITIONALLY_REQUIRED = ['state', 'items', 'serial'];

/** What a resource locator holds in each mode (the accounts' records of the base fixtures). */
const LOCATOR_VALUES: Record<string, Record<string, INodeParameters>> = {
	employeeId: {
		list: { value: '6409933-10004', cachedResultName: 'Olga Schmidt' },
		id: { value: '6409933-10004' },
		email: { value: 'olga.schmidt@acme-sandbox.example' },
	},
	campaignNumber: {
		list: { value: '3001', cachedResultName: 'Q4 Refresh Recovery US-1' },
		id: { value: '3001' },
	},
};

/**
 * Values for required parameters that a generated fixture shows but its base fixture does not
 * fill (an option value, or a default, shows them), by node version.
 */
const SAMPLE_VALUES: Record<string, (version: number) => unknown> = {
	fields: (version) => (version < 1.1 ? 'id' : ['id']),
	recoveryNumbers: () => 'RCV-200001',
	campaignNumbers: () => ['3001'],
	workEmail: () => 'ines.marlowe@acme-sandbox.example',
	workPhone: () => '5125550183',
};

/** The node's parameters as the editor saves them: what differs from the defaults, if shown. */
export function asEditorSaves(subject: Subject, node: INode): INodeParameters {
	const description = subject.description!;
	return NodeHelpers.getNodeParameters(
		description.properties,
		structuredClone(node.parameters),
		false,
		false,
		node,
		description,
	)!;
}

function shownParameters(subject: Subject, fixture: Fixture): INodeProperties[] {
	const loaded = loadedParameters(subject, fixture);
	return propertiesAt(subject.properties, fixture.version, subject.description).filter((property) =>
		NodeHelpers.displayParameter(loaded, property, fixture.node, subject.description!),
	);
}

function requiredOnly(subject: Subject, base: Fixture): INode {
	const loaded = loadedParameters(subject, base);
	const kept = shownParameters(subject, base)
		.filter(
			(property) =>
				property.required ||
				CONDITIONALLY_REQUIRED.includes(property.name) ||
				['resource', 'operation', 'event'].includes(property.name),
		)
		.map((property) => property.name);
	const parameters = Object.fromEntries(
		Object.entries(loaded).filter(([name]) => kept.includes(name)),
	) as INodeParameters;
	return withParameters(subject, base, parameters);
}

const isEmpty = (value: unknown): boolean =>
	value === undefined ||
	value === '' ||
	(Array.isArray(value) && value.length === 0) ||
	(typeof value === 'object' &&
		value !== null &&
		'__rl' in value &&
		isEmpty((value as { value?: unknown }).value));

/** The base fixture's node with these parameters, required ones it now shows filled, as saved. */
function withParameters(subject: Subject, base: Fixture, parameters: INodeParameters): INode {
	const node = { ...structuredClone(base.node), parameters };
	const unfilled = shownParameters(subject, { ...base, node }).filter(
		(property) => property.required && isEmpty(parameters[property.name]),
	);
	for (const { name } of unfilled) {
		const sample = SAMPLE_VALUES[name];
		if (!sample) throw new Error(`${base.name}: no sample value for the required "${name}"`);
		parameters[name] = sample(base.version) as string;
	}
	return { ...node, parameters: asEditorSaves(subject, node) };
}

function setPath(parameters: INodeParameters, path: string[], value: unknown) {
	const [key, ...rest] = path;
	if (rest.length === 0) {
		parameters[key] = value as INodeParameters[string];
		return;
	}
	const inner = (parameters[key] ??= {}) as INodeParameters;
	setPath(inner, rest, value);
}

function withOption(parameters: INodeParameters, { entry, value }: OptionValue) {
	const path = entry.path.split('.');
	if (entry.modes) {
		const held = LOCATOR_VALUES[entry.path]?.[String(value)] ?? { value: '' };
		setPath(parameters, path, { __rl: true, mode: value, ...held });
	} else setPath(parameters, path, value);
}

/** The fixtures of a node version that do not exist yet: name → the node as saved. */
export function missingFixtures(subject: Subject, version: number): Map<string, INode> {
	const existing = fixturesOf(subject.name, version);
	const names = new Set(existing.map((fixture) => fixture.name));
	const bases = existing.filter((fixture) => fixture.name === runOf(fixture));
	const added = new Map<string, INode>();
	for (const base of bases) {
		if (!names.has(`${base.name}.required`)) {
			added.set(`${base.name}.required`, requiredOnly(subject, base));
		}
	}
	const generated = [...added].map(([name, node]) => ({ ...bases[0], name, node }));
	const uncovered = uncoveredValues(subject, version, [...existing, ...generated]);
	for (const base of bases) {
		const byEntry = groupByEntry(uncovered.filter((option) => isForRun(option, base)));
		const variants = Math.max(0, ...byEntry.map((values) => values.length));
		const numbered = [...names].filter((name) => name.startsWith(`${base.name}.options-`));
		const first = Math.max(0, ...numbered.map((name) => Number(name.split('-').pop()))) + 1;
		for (let index = 0; index < variants; index++) {
			const parameters = loadedParameters(subject, base);
			for (const values of byEntry) {
				if (values[index]) withOption(parameters, values[index]);
			}
			const name = `${base.name}.options-${first + index}`;
			added.set(name, withParameters(subject, base, parameters));
		}
	}
	return added;
}

/** Whether an option value is shown for the base fixture's run (resource and operation, or event). */
function isForRun({ entry }: OptionValue, base: Fixture): boolean {
	const [resource, operation] = runOf(base).split('.');
	if (base.subject === 'trigger') return entry.scope.includes(`event=["${resource}"]`);
	return (
		entry.scope.includes(`resource=["${resource}"]`) &&
		entry.scope.includes(`operation=["${operation}"]`)
	);
}

/** The uncovered values of each parameter; a multiOptions parameter's all at once, in one list. */
function groupByEntry(options: OptionValue[]): OptionValue[][] {
	const groups = new Map<string, OptionValue[]>();
	for (const option of options) {
		const key = `${option.entry.path} ${option.entry.scope}`;
		groups.set(key, [...(groups.get(key) ?? []), option]);
	}
	return [...groups.values()].map((values) =>
		values[0].entry.type === 'multiOptions'
			? [{ entry: values[0].entry, value: values.map(({ value }) => value) }]
			: values,
	);
}
