/**
 * Employee Changed, stateVersion 3: the marks packed (events/employeeChanged/marks.ts): per
 * employee the kept values, a 38-bit SHA-256 of the list item as the API sent it (keys in order,
 * each legacy alias under the key it stands for, no assets), 15-bit fingerprints of the names
 * (FNV-1a modulo 36^3, the digits version 2 kept), which passes met it; and the sweep's cursor.
 * The hash, the fingerprints and the layout of the packed marks are written here on their own, as
 * version 3 wrote them, so that the node's cannot drift from what version 3 saved; the packing of
 * ids, texts and kept values' codes is the node's (version 4 packs them alike).
 */
import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import { MET_THIS_PASS } from '../../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import {
	orderOfIds,
	packIds,
} from '../../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedIds';
import {
	BitWriter,
	packSmallValues,
} from '../../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText';
import { ValueCode } from '../../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/valueCode';
import type { StateFormat } from './format';
import { employeeScope, fnv, keptOf } from './employeeRecord';

const ALIASES: Record<string, string> = {
	Email: 'WorkEmail',
	ContactInfo: 'WorkPhone',
	PhoneCountryCode: 'WorkPhoneCountry',
};

function sortedJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		return `{${Object.keys(value)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${sortedJson((value as IDataObject)[key])}`)
			.join(',')}}`;
	}
	return JSON.stringify(value ?? null);
}

function listItemHash(item: IDataObject): number {
	const canonical: IDataObject = {};
	for (const [key, value] of Object.entries(item)) {
		if (key === 'AssignedAssets') continue;
		const standsFor = ALIASES[key];
		if (standsFor === undefined) canonical[key] = value;
		else canonical[standsFor] ??= item[standsFor] ?? value;
	}
	const digest = createHash('sha256').update(sortedJson(canonical)).digest();
	return Math.max(1, Math.floor(digest.readUIntBE(0, 6) / 2 ** 10));
}

const fingerprint = (value: string | null) =>
	value === null ? 0 : (parseInt(fnv(value), 36) % 36 ** 3) % 2 ** 15;

interface Mark {
	id: string;
	hash: number;
	names: number[];
	/** Status, termination date, department, location. */
	kept: Array<string | null>;
}

/**
 * Version 3's packed marks: the ids in their order; per kept value a table (its code lengths in
 * `values[0]`, its texts after) and each employee's code, followed by its 38-bit hash, in `marks`;
 * the names 15 bits each; the pass bits (2 a mark) in runs.
 */
function packVersion3(unordered: Mark[]) {
	const marks = orderOfIds(unordered.map(({ id }) => id)).map((index) => unordered[index]);
	const codes = [0, 1, 2, 3].map((field) => {
		const values = [null, ...new Set(marks.flatMap(({ kept }) => kept[field] ?? []))];
		const counts = values.map((value) => marks.filter(({ kept }) => kept[field] === value).length);
		return { values, ...ValueCode.of(values, counts) };
	});
	const codeLengths = new BitWriter();
	const texts = codes.map(({ code }) => code.writeTable(codeLengths));
	const records = new BitWriter();
	const names = new BitWriter();
	for (const { hash, names: fingerprints, kept } of marks) {
		codes.forEach(({ values, code, symbols }, field) => {
			code.writeSymbol(records, symbols[values.indexOf(kept[field])]);
		});
		records.write(hash, 38);
		for (const fingerprint of fingerprints) names.write(fingerprint, 15);
	}
	return {
		ids: packIds(marks.map(({ id }) => id)),
		values: [codeLengths.toText(), ...texts],
		marks: records.toText(),
		met: packSmallValues(
			marks.map(() => MET_THIS_PASS),
			2,
		),
		names: names.toText(),
		nameBits: 15,
	};
}

export default {
	event: 'employeeChanged',
	version: 3,
	scope: (parameters) => employeeScope(parameters.onlyTerminations),
	write({ records, now }) {
		const marks = [...records.values()].map(({ api }) => {
			const kept = keptOf(api);
			return {
				id: String(api.id),
				hash: listItemHash(api),
				names: [kept.first_name, kept.last_name, kept.work_email].map(fingerprint),
				kept: [kept.employment_status, kept.termination_date, kept.department, kept.location_name],
			};
		});
		return {
			marks: packVersion3(marks),
			pass: 0,
			page: 1,
			verify: [],
			baselined: true,
			passStartedAt: now,
			total: records.size,
		};
	},
} satisfies StateFormat;
