/**
 * The checks the action node applies to a value before it sends anything: for each text and
 * number parameter, which of a fixed set of probe values it refuses. Probed through n8n as a
 * workflow runs the node: one run per parameter, one input item per probe (the parameter set to
 * `{{ $json.probe }}`), Continue On Fail on and no credential, so that a value the checks pass
 * fails at once for want of a credential and a refused one fails with the node's own error. A
 * probe refused now that the released version accepted is a tightened check (CONTRIBUTING.md).
 */
import type { INodeParameters } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { runNode } from '../engine/harness';
import { isShown, loadedParameters } from './coverage';
import { fixturesOf, runOf, type Fixture } from './fixtures';
import { snapshotOf, type SnapshotEntry, type Subject } from './snapshot';

/** What one parameter's checks refuse, by probe label. */
export interface Check {
	run: string;
	path: string;
	refuses: string[];
}

const text = (label: string, value: string) => ({ label, value });
const long = (length: number) =>
	text(`${length} character${length === 1 ? '' : 's'}`, 'x'.repeat(length));

/** Values a user may type or map, each named as a check's refusal lists it. */
const TEXT_PROBES = [
	text('empty', ''),
	text('spaces', '   '),
	long(1),
	long(50),
	long(51),
	long(100),
	long(101),
	long(255),
	long(256),
	text('an email', 'ada@example.com'),
	text('an email without a dot', 'ada@example'),
	text('digits', '5125550199'),
	text('digits with spaces and dashes', '512-555 0199'),
	text('a phone with +', '+1 512 555 0199'),
	text('a country code', 'US'),
	text('a lower-case country code', 'us'),
	text('three letters', 'USA'),
	text('letters and a space', 'Jean Luc'),
	text('letters with accents', 'Zoë Ångström'),
	text('letters and digits', 'J3an'),
	text('a date', '2026-11-15'),
	text('a US date', '11/15/2026'),
	text('a date and time', '2026-11-15T12:00:00Z'),
	text('a day not on the calendar', '2026-02-30'),
];
const NUMBER_PROBES = [
	{ label: '-1', value: -1 },
	{ label: '0', value: 0 },
	{ label: '0.005', value: 0.005 },
	{ label: '0.01', value: 0.01 },
	{ label: '1', value: 1 },
	{ label: '1.5', value: 1.5 },
	{ label: '100', value: 100 },
	{ label: '101', value: 101 },
	{ label: '100000', value: 100000 },
];

/** n8n-core's error when a node that needs a credential has none: every check passed. */
const NO_CREDENTIAL = 'Node does not have any credentials set';

const PROBED_TYPES = ['string', 'number'];

function setPath(parameters: INodeParameters, path: string[], value: string): boolean {
	const [key, ...rest] = path;
	if (rest.length === 0) {
		parameters[key] = value;
		return true;
	}
	let inner = parameters[key] as INodeParameters | INodeParameters[] | undefined;
	if (Array.isArray(inner)) inner = inner[0];
	if (inner === undefined) {
		if (rest.length > 1) return false;
		inner = parameters[key] = {};
	}
	return setPath(inner, rest, value);
}

async function refusals(fixture: Fixture, entry: SnapshotEntry): Promise<string[] | undefined> {
	const parameters = structuredClone(fixture.node.parameters);
	if (!setPath(parameters, entry.path.split('.'), '={{ $json.probe }}')) return undefined;
	const probes = entry.type === 'number' ? NUMBER_PROBES : TEXT_PROBES;
	const { items, error } = await runNode({
		nodeType: new AssetLifecycle(),
		parameters,
		typeVersion: fixture.version,
		items: probes.map(({ value }) => ({ json: { probe: value } })),
		onError: 'continueRegularOutput',
	});
	if (error) return undefined;
	return items
		.filter((item) => item.json.error !== undefined && item.json.error !== NO_CREDENTIAL)
		.map((item) => probes[(item.pairedItem as { item: number }).item].label);
}

const isProbed = (entry: SnapshotEntry) =>
	PROBED_TYPES.includes(entry.type) && !entry.scope.includes('@tool=[true]');

/** Per text and number parameter, the probes its checks refuse (those that refuse any). */
export async function checksOf(subject: Subject, version: number): Promise<Check[]> {
	const { parameters: entries } = snapshotOf(subject, version);
	// a fixture without a scenario shows the parameter: the shortest name first (the base one)
	const plain = fixturesOf(subject.name, version)
		.filter((fixture) => Object.keys(fixture.scenario).length === 0)
		.sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name));
	const checks: Check[] = [];
	for (const entry of entries.filter(isProbed)) {
		const fixture = plain.find((candidate) =>
			isShown(subject, entries, entry, loadedParameters(subject, candidate), candidate),
		);
		const refuses = fixture && (await refusals(fixture, entry));
		if (fixture && refuses?.length) checks.push({ run: runOf(fixture), path: entry.path, refuses });
	}
	return checks;
}

/** The probes the current checks refuse that the released ones accepted, one sentence each. */
export function tightenedChecks(released: Check[], current: Check[]): string[] {
	return current.flatMap(({ run, path, refuses }) => {
		const before = released.find((check) => check.run === run && check.path === path);
		const added = refuses.filter((probe) => !(before?.refuses ?? []).includes(probe));
		return added.length
			? [`${run} "${path}" now refuses before sending what it accepted: ${added.join(', ')}`]
			: [];
	});
}
