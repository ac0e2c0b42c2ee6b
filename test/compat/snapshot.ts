/**
 * What a saved workflow may hold, per node and node version: every parameter path with what
 * decides how n8n loads it (type, default, option values, display conditions, the typeOptions
 * and resource-locator modes that change what is stored). See CONTRIBUTING.md.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type {
	IDisplayOptions,
	INodeProperties,
	INodePropertyCollection,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import type { Check } from './checks';
import { limitsOf, tightened, type Limits } from './limits';

export const COMPAT_DIR = __dirname;
export const REPO_ROOT = join(__dirname, '..', '..');

export type SubjectName = 'action' | 'trigger' | 'credential';

export interface Subject {
	name: SubjectName;
	label: string;
	/** The node type's description; the credential has none (n8n does not version credentials). */
	description: INodeTypeDescription | null;
	properties: INodeProperties[];
	versions: number[];
}

function nodeSubject(name: SubjectName, label: string, description: INodeTypeDescription): Subject {
	const { version } = description;
	return {
		name,
		label,
		description,
		properties: description.properties,
		versions: Array.isArray(version) ? [...version] : [version],
	};
}

export function subjects(): Subject[] {
	return [
		nodeSubject('action', 'Asset Lifecycle (action node)', new AssetLifecycle().description),
		nodeSubject('trigger', 'Asset Lifecycle Trigger', new AssetLifecycleTrigger().description),
		{
			name: 'credential',
			label: 'Asset Lifecycle API credential',
			description: null,
			properties: new AssetLifecycleApi().properties,
			versions: [1],
		},
	];
}

/** test/compat/released.json: the released versions and the hashes of their frozen files. */
export interface Released {
	versions: Record<SubjectName, number[]>;
	/** Path from the repository root → sha256 of the file when its version was released. */
	files: Record<string, string>;
}

export const RELEASED_PATH = join(COMPAT_DIR, 'released.json');

export function readReleased(): Released {
	return JSON.parse(readFileSync(RELEASED_PATH, 'utf8')) as Released;
}

export const snapshotPath = (subject: SubjectName, version: number) =>
	join(COMPAT_DIR, 'snapshots', `${subject}@${version}.json`);

export const fixturesDir = (subject: SubjectName, version: number) =>
	join(COMPAT_DIR, 'fixtures', `${subject}@${version}`);

export const sha256 = (path: string) =>
	createHash('sha256').update(readFileSync(path)).digest('hex');

/** One parameter a workflow may store, as the snapshot records it. */
export interface SnapshotEntry {
	/** Dotted path from the node's parameters (`updateFields.firstName`, `items.device.item`). */
	path: string;
	/** The display conditions of the top-level parameter it sits in (`resource=employee ...`). */
	scope: string;
	type: string;
	default: unknown;
	/** Option values (options, multiOptions) or the stored keys (fixedCollection groups). */
	options?: unknown[];
	displayOptions?: IDisplayOptions;
	typeOptions?: Record<string, unknown>;
	/** A resource locator's modes: the `mode` values a stored `__rl` object may hold. */
	modes?: string[];
	/** What the description lets it hold: required, ranges, rows, patterns (limits.ts). */
	limits?: Limits;
}

export interface Snapshot {
	subject: SubjectName;
	version: number;
	parameters: SnapshotEntry[];
	/** The action node's own checks before sending: what each text or number parameter refuses. */
	checks?: Check[];
}

/** typeOptions that change what is stored or what a stored value means. */
const STORED_TYPE_OPTIONS = [
	'expirable',
	'multipleValues',
	'loadOptionsMethod',
	'loadOptionsDependsOn',
	'multipleValueButtonText',
];

/** Whether the parameter's `@version` conditions alone let it show on `version`. */
function shownOnVersion(
	parameter: INodeProperties | INodePropertyCollection,
	version: number,
	description: INodeTypeDescription | null,
): boolean {
	if (description === null || !('displayOptions' in parameter) || !parameter.displayOptions)
		return true;
	const onlyVersion = (conditions: IDisplayOptions['show']) =>
		conditions && '@version' in conditions ? { '@version': conditions['@version'] } : undefined;
	const { show, hide } = parameter.displayOptions;
	const versionRules: IDisplayOptions = { show: onlyVersion(show), hide: onlyVersion(hide) };
	if (!versionRules.show && !versionRules.hide) return true;
	return NodeHelpers.displayParameter(
		{},
		{ ...parameter, displayOptions: versionRules } as INodeProperties,
		{ typeVersion: version },
		description,
	);
}

/** The description's parameters as node version `version` declares them. */
export function propertiesAt(
	properties: INodeProperties[],
	version: number,
	description: INodeTypeDescription | null,
): INodeProperties[] {
	return properties
		.filter((property) => shownOnVersion(property, version, description))
		.map((property) => {
			if (property.type === 'collection' && property.options) {
				const options = propertiesAt(property.options as INodeProperties[], version, description);
				return { ...property, options };
			}
			if (property.type === 'fixedCollection' && property.options) {
				const options = (property.options as INodePropertyCollection[]).map((group) => ({
					...group,
					values: propertiesAt(group.values, version, description),
				}));
				return { ...property, options };
			}
			return property;
		});
}

/**
 * A snapshot is of one node version, so a parameter's `@version` conditions are already resolved
 * (it is in the snapshot or not): they are recorded but not compared, so that restricting a
 * parameter to the old version (`'@version': [1]`, CONTRIBUTING.md) leaves that version unchanged.
 */
function withoutVersion(conditions: IDisplayOptions['show'] | undefined) {
	return Object.entries(conditions ?? {}).filter(([key]) => key !== '@version');
}

function conditionText(conditions: IDisplayOptions['show'] | undefined, negate: boolean): string[] {
	return withoutVersion(conditions).map(
		([key, values]) => `${key}${negate ? '!=' : '='}${JSON.stringify(values)}`,
	);
}

/** The conditions compared: `@version` left out, no conditions and empty ones alike. */
const comparedDisplayOptions = (displayOptions: IDisplayOptions | undefined) => ({
	show: Object.fromEntries(withoutVersion(displayOptions?.show)),
	hide: Object.fromEntries(withoutVersion(displayOptions?.hide)),
});

export function scopeOf(displayOptions: IDisplayOptions | undefined): string {
	const parts = [
		...conditionText(displayOptions?.show, false),
		...conditionText(displayOptions?.hide, true),
	];
	return parts.length ? parts.join(' ') : 'always';
}

function entriesOf(
	properties: INodeProperties[],
	prefix: string,
	scope: string | undefined,
): SnapshotEntry[] {
	return properties.flatMap((property) => {
		if (property.type === 'notice' || property.type === 'button') return [];
		const path = prefix ? `${prefix}.${property.name}` : property.name;
		const ownScope = scope ?? scopeOf(property.displayOptions);
		const typeOptions = Object.fromEntries(
			Object.entries(property.typeOptions ?? {}).filter(([key]) =>
				STORED_TYPE_OPTIONS.includes(key),
			),
		);
		const limits = limitsOf(property);
		const entry: SnapshotEntry = {
			path,
			scope: ownScope,
			type: property.type,
			default: property.default,
			...(property.displayOptions ? { displayOptions: property.displayOptions } : {}),
			...(Object.keys(typeOptions).length ? { typeOptions } : {}),
			...(property.modes ? { modes: property.modes.map((mode) => mode.name) } : {}),
			...(limits ? { limits } : {}),
		};
		if (property.type === 'options' || property.type === 'multiOptions') {
			const options = (property.options ?? []) as Array<{ value: unknown }>;
			return [{ ...entry, options: options.map((option) => option.value) }];
		}
		if (property.type === 'collection') {
			const children = (property.options ?? []) as INodeProperties[];
			return [entry, ...entriesOf(children, path, ownScope)];
		}
		if (property.type === 'fixedCollection') {
			const groups = (property.options ?? []) as INodePropertyCollection[];
			return [
				{ ...entry, options: groups.map((group) => group.name) },
				...groups.flatMap((group) => entriesOf(group.values, `${path}.${group.name}`, ownScope)),
			];
		}
		return [entry];
	});
}

const entryId = (entry: SnapshotEntry) => `${entry.path} (shown when ${entry.scope})`;

export function snapshotOf(subject: Subject, version: number): Snapshot {
	const properties = propertiesAt(subject.properties, version, subject.description);
	// sorted: the order parameters show in is free to change (CONTRIBUTING.md)
	const parameters = entriesOf(properties, '', undefined).sort((a, b) =>
		entryId(a).localeCompare(entryId(b)),
	);
	return { subject: subject.name, version, parameters };
}

/** Compared whole: any change alters how n8n loads or shows a stored value. */
const WHOLE_FIELDS = ['type', 'default', 'typeOptions'] as const;
/** Compared as sets: a value may be added in place, never removed. */
const VALUE_LIST_FIELDS = ['options', 'modes'] as const;

const text = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));

function differences(entry: SnapshotEntry, now: SnapshotEntry): string[] {
	const changed = WHOLE_FIELDS.filter(
		(field) => JSON.stringify(entry[field]) !== JSON.stringify(now[field]),
	).map((field) => `${field} was ${text(entry[field])}, is ${text(now[field])}`);
	const [before, after] = [entry, now].map(({ displayOptions }) =>
		JSON.stringify(comparedDisplayOptions(displayOptions)),
	);
	if (before !== after) changed.push(`displayOptions were ${before}, are ${after}`);
	const removed = VALUE_LIST_FIELDS.flatMap((field) => {
		const kept = (now[field] ?? []) as unknown[];
		const gone = ((entry[field] ?? []) as unknown[]).filter((value) => !kept.includes(value));
		return gone.length ? [`${field} lost ${text(gone)}`] : [];
	});
	return [...changed, ...removed, ...tightened(entry.limits, now.limits)];
}

/**
 * What a saved workflow of the released snapshot would lose on the current description: one
 * sentence per parameter dropped, renamed, moved to other display conditions or changed. What the
 * current description adds (a parameter, an option value, a mode) is not reported: see
 * CONTRIBUTING.md for when that is allowed.
 */
export function breakingChanges(released: Snapshot, current: Snapshot): string[] {
	const currentById = new Map(current.parameters.map((entry) => [entryId(entry), entry]));
	const gone = released.parameters.filter((entry) => !currentById.has(entryId(entry)));
	// a collection that is gone is reported once, not with each of its fields
	const insideGone = (entry: SnapshotEntry) =>
		gone.some((parent) => parent.scope === entry.scope && entry.path.startsWith(`${parent.path}.`));
	return released.parameters.flatMap((entry) => {
		if (insideGone(entry)) return [];
		const now = currentById.get(entryId(entry));
		if (!now) {
			const moved = current.parameters.filter((candidate) => candidate.path === entry.path);
			const where = moved.length
				? `; "${entry.path}" is now shown when ${moved.map((other) => other.scope).join(' | ')}`
				: '';
			return [`parameter "${entryId(entry)}" is gone (dropped, renamed or moved${where})`];
		}
		return differences(entry, now).map((change) => `parameter "${entryId(entry)}": ${change}`);
	});
}
