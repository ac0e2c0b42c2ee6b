/**
 * Employee Changed, stateVersion 4: the marks packed (events/employeeChanged/marks.ts): per
 * employee the kept values, a 28-bit SHA-256 of the list item as the API sent it (keys in order,
 * each legacy alias under the key it stands for, no assets; the low bits of version 3's 38), 15-bit
 * fingerprints of the names (FNV-1a modulo 36^3, the digits version 2 kept) and how many of their
 * bits are known, which passes met it; and the sweep's cursor. The hash and the fingerprints are
 * written here on their own, so that the node's cannot drift from what version 4 saves; the packing
 * is the node's (`Marks`): when a version 5 comes, freeze a copy of it here, as
 * employeeChanged.v3.ts froze version 3's.
 */
import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import {
	Marks,
	MET_THIS_PASS,
} from '../../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
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
	return Math.max(1, Math.floor(digest.readUIntBE(0, 6) / 2 ** 10) % 2 ** 28);
}

const fingerprint = (value: string | null) =>
	value === null ? 0 : (parseInt(fnv(value), 36) % 36 ** 3) % 2 ** 15;

export default {
	event: 'employeeChanged',
	version: 4,
	scope: (parameters) => employeeScope(parameters.onlyTerminations),
	write({ records, now }) {
		const marks = Marks.empty();
		for (const { api } of records.values()) {
			const kept = keptOf(api);
			marks.set(String(api.id), {
				hash: listItemHash(api),
				names: [kept.first_name, kept.last_name, kept.work_email].map(fingerprint),
				nameBits: 15,
				status: kept.employment_status,
				termination: kept.termination_date,
				department: kept.department,
				location: kept.location_name,
				met: MET_THIS_PASS,
			});
		}
		return {
			marks: marks.pack(),
			pass: 0,
			page: 1,
			verify: [],
			baselined: true,
			passStartedAt: now,
			total: records.size,
		};
	},
	progress(data) {
		return { baselined: data.baselined === true, pass: String(data.pass) };
	},
} satisfies StateFormat;
