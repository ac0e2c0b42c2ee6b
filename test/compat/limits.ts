/**
 * What a parameter's description lets a saved workflow hold, beyond its type: whether it is
 * required, its number range and precision, how many rows a list may have, and the patterns a
 * resource locator's typed modes accept. Tightening one refuses, at run or in the editor, a value
 * a saved workflow may already hold: a change of behaviour (CONTRIBUTING.md). Loosening one is not.
 * The checks the node itself applies before sending are code, not description: `checks.ts` probes
 * them, and the fixtures at their boundaries (`*.boundary.json`) run them.
 */
import type { INodeProperties, INodePropertyModeValidation } from 'n8n-workflow';

export interface Limits {
	required?: true;
	minValue?: number;
	maxValue?: number;
	numberPrecision?: number;
	minRequiredFields?: number;
	maxAllowedFields?: number;
	/** The patterns each typed resource-locator mode checks (`{ id: ["^\\d+$"] }`). */
	modePatterns?: Record<string, string[]>;
}

const NUMERIC = [
	'minValue',
	'maxValue',
	'numberPrecision',
	'minRequiredFields',
	'maxAllowedFields',
];

function modePatterns(property: INodeProperties): Record<string, string[]> | undefined {
	const entries = (property.modes ?? []).flatMap((mode) => {
		const patterns = (mode.validation ?? []).flatMap((rule) =>
			typeof rule === 'object' && rule.type === 'regex'
				? [
						(rule as INodePropertyModeValidation & { properties: { regex: string } }).properties
							.regex,
					]
				: [],
		);
		return patterns.length ? [[mode.name, patterns] as const] : [];
	});
	return entries.length ? Object.fromEntries(entries) : undefined;
}

/** A parameter's limits as the snapshot records them; undefined when it has none. */
export function limitsOf(property: INodeProperties): Limits | undefined {
	const limits: Limits = {};
	if (property.required) limits.required = true;
	for (const key of NUMERIC) {
		const value = (property.typeOptions as Record<string, unknown> | undefined)?.[key];
		if (typeof value === 'number') (limits as Record<string, number>)[key] = value;
	}
	const patterns = modePatterns(property);
	if (patterns) limits.modePatterns = patterns;
	return Object.keys(limits).length ? limits : undefined;
}

/** Whether `now` admits less than `was` on the side where a larger value admits less. */
const lower = (was: number | undefined, now: number | undefined) =>
	now !== undefined && (was === undefined || now < was);
const higher = (was: number | undefined, now: number | undefined) =>
	now !== undefined && (was === undefined || now > was);

/** How the current limits refuse what the released ones accepted, one sentence each. */
export function tightened(released: Limits = {}, current: Limits = {}): string[] {
	const changes: string[] = [];
	const text = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
	const note = (what: keyof Limits) =>
		changes.push(`${what} was ${text(released[what])}, is ${text(current[what])}`);
	if (!released.required && current.required) changes.push('was optional, is required');
	if (higher(released.minValue, current.minValue)) note('minValue');
	if (lower(released.maxValue, current.maxValue)) note('maxValue');
	if (lower(released.numberPrecision, current.numberPrecision)) note('numberPrecision');
	if (higher(released.minRequiredFields, current.minRequiredFields)) note('minRequiredFields');
	if (lower(released.maxAllowedFields, current.maxAllowedFields)) note('maxAllowedFields');
	for (const [mode, patterns] of Object.entries(current.modePatterns ?? {})) {
		const before = released.modePatterns?.[mode] ?? [];
		if (patterns.some((pattern) => !before.includes(pattern))) {
			changes.push(`mode "${mode}" checks ${text(patterns)}, checked ${text(before)}`);
		}
	}
	return changes;
}
