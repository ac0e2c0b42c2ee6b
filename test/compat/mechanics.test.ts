/** The compat tests' own machinery, on a made-up node with two versions. */
import type { INodeProperties, INodeTypeDescription } from 'n8n-workflow';

import { tightenedChecks } from './checks';
import { breakingChanges, propertiesAt, snapshotOf, type Subject } from './snapshot';

const onlyFrom11 = { show: { '@version': [{ _cnd: { gte: 1.1 } }] } };
const baseProperties: INodeProperties[] = [
	{
		displayName: 'Mode',
		name: 'mode',
		type: 'options',
		options: [
			{ name: 'A', value: 'a' },
			{ name: 'B', value: 'b' },
		],
		default: 'a',
	},
	{
		displayName: 'Fields',
		name: 'fields',
		type: 'collection',
		default: {},
		displayOptions: { show: { mode: ['a'] } },
		options: [{ displayName: 'Name', name: 'name', type: 'string', default: '' }],
	},
	{
		displayName: 'Old Limit',
		name: 'limit',
		type: 'number',
		default: 50,
		displayOptions: { show: { '@version': [1] } },
	},
	{
		displayName: 'Limit',
		name: 'maxItems',
		type: 'number',
		default: 100,
		displayOptions: onlyFrom11,
	},
];

function subjectOf(properties: INodeProperties[]): Subject {
	const description = {
		displayName: 'Made Up',
		name: 'madeUp',
		group: [],
		version: [1, 1.1],
		description: '',
		defaults: {},
		inputs: [],
		outputs: [],
		properties,
	} as unknown as INodeTypeDescription;
	return { name: 'action', label: 'Made Up', description, properties, versions: [1, 1.1] };
}

const paths = (properties: INodeProperties[]) => properties.map((property) => property.name);
const released = snapshotOf(subjectOf(baseProperties), 1);
const changedTo = (properties: INodeProperties[]) =>
	breakingChanges(released, snapshotOf(subjectOf(properties), 1));
const replaced = (name: string, change: Partial<INodeProperties>) =>
	baseProperties.map((property) =>
		property.name === name ? ({ ...property, ...change } as INodeProperties) : property,
	);

describe('a node version’s parameters', () => {
	test('a parameter shown only from @version 1.1 is not in version 1, and the reverse', () => {
		const description = subjectOf(baseProperties).description;
		expect(paths(propertiesAt(baseProperties, 1, description))).toEqual([
			'mode',
			'fields',
			'limit',
		]);
		expect(paths(propertiesAt(baseProperties, 1.1, description))).toEqual([
			'mode',
			'fields',
			'maxItems',
		]);
	});

	test('restricting a parameter to version 1, as a new version does, leaves version 1 unchanged', () => {
		expect(
			changedTo(replaced('fields', { displayOptions: { show: { mode: ['a'], '@version': [1] } } })),
		).toEqual([]);
		expect(changedTo(replaced('mode', { displayOptions: { show: { '@version': [1] } } }))).toEqual(
			[],
		);
	});

	test('a new version’s parameter leaves version 1 unchanged', () => {
		const added: INodeProperties = {
			displayName: 'Extra',
			name: 'extra',
			type: 'boolean',
			default: false,
			displayOptions: onlyFrom11,
		};
		expect(changedTo([...baseProperties, added])).toEqual([]);
	});
});

describe('what breaks a released version', () => {
	test('a renamed collection is reported once, naming the old name', () => {
		expect(changedTo(replaced('fields', { name: 'fieldsToUpdate' }))).toEqual([
			'parameter "fields (shown when mode=["a"])" is gone (dropped, renamed or moved)',
		]);
	});

	test('a new default, a removed option value and a moved display condition', () => {
		expect(changedTo(replaced('limit', { default: 25 }))).toEqual([
			'parameter "limit (shown when always)": default was 50, is 25',
		]);
		expect(changedTo(replaced('mode', { options: [{ name: 'A', value: 'a' }] }))).toEqual([
			'parameter "mode (shown when always)": options lost ["b"]',
		]);
		expect(changedTo(replaced('fields', { displayOptions: { show: { mode: ['b'] } } }))).toEqual([
			'parameter "fields (shown when mode=["a"])" is gone (dropped, renamed or moved; "fields" is now shown when mode=["b"])',
		]);
	});

	test('a new option value or a new collection field is allowed in place', () => {
		const more = replaced('mode', {
			options: [
				{ name: 'C', value: 'c' },
				{ name: 'A', value: 'a' },
				{ name: 'B', value: 'b' },
			],
		});
		expect(changedTo(more)).toEqual([]);
		const field: INodeProperties = {
			displayName: 'Note',
			name: 'note',
			type: 'string',
			default: '',
		};
		const fields = baseProperties.find((property) => property.name === 'fields')!;
		const wider = replaced('fields', { options: [...fields.options!, field] });
		expect(changedTo(wider)).toEqual([]);
	});
});

describe('limits: tightened breaks a released version, loosened does not', () => {
	const limited = replaced('limit', { typeOptions: { minValue: 1, maxValue: 100 } });
	const releasedLimits = snapshotOf(subjectOf(limited), 1);
	const limitsChangedTo = (change: Partial<INodeProperties>) =>
		breakingChanges(
			releasedLimits,
			snapshotOf(
				subjectOf(
					limited.map((property) =>
						property.name === 'limit' ? ({ ...property, ...change } as INodeProperties) : property,
					),
				),
				1,
			),
		);

	test('a parameter made required, a range narrowed, a precision lowered', () => {
		expect(limitsChangedTo({ required: true })).toEqual([
			'parameter "limit (shown when always)": was optional, is required',
		]);
		expect(limitsChangedTo({ typeOptions: { minValue: 5, maxValue: 50 } })).toEqual([
			'parameter "limit (shown when always)": minValue was 1, is 5',
			'parameter "limit (shown when always)": maxValue was 100, is 50',
		]);
		expect(
			limitsChangedTo({ typeOptions: { minValue: 1, maxValue: 100, numberPrecision: 0 } }),
		).toEqual(['parameter "limit (shown when always)": numberPrecision was none, is 0']);
	});

	test('a range widened or a limit dropped is allowed in place', () => {
		expect(limitsChangedTo({ typeOptions: { minValue: 0, maxValue: 500 } })).toEqual([]);
		expect(limitsChangedTo({ typeOptions: {} })).toEqual([]);
	});
});

describe("the node's own checks: a probe refused now that the released version accepted", () => {
	const released = [
		{ run: 'order.create', path: 'additionalFields.glCode', refuses: ['51 characters'] },
	];

	test('a shorter maximum, or a check on a parameter that had none, is tightened', () => {
		expect(
			tightenedChecks(released, [
				{
					run: 'order.create',
					path: 'additionalFields.glCode',
					refuses: ['50 characters', '51 characters'],
				},
				{ run: 'order.create', path: 'firstName', refuses: ['letters and digits'] },
			]),
		).toEqual([
			'order.create "additionalFields.glCode" now refuses before sending what it accepted: 50 characters',
			'order.create "firstName" now refuses before sending what it accepted: letters and digits',
		]);
	});

	test('a check loosened or dropped is not', () => {
		expect(tightenedChecks(released, [])).toEqual([]);
	});
});
