/**
 * Employee Changed, stateVersion 2: a compact mark per employee, keyed by its id without the
 * account's common prefix: the pass it was last read in (modulo 3) and the record's hash, then a
 * 3-character fingerprint of the first name, the last name and the work email, then indices (base
 * 36) into a shared table of values of the employment status, termination date, department and
 * location name; and the sweep's cursor (`pass`, `page`, `verify`, `total`) with `baselined`.
 */
import type { StateFormat } from './format';
import { employeeScope, fnv, keptOf, recordHash } from './employeeRecord';

const FINGERPRINTED = ['first_name', 'last_name', 'work_email'] as const;
const KEPT = ['employment_status', 'termination_date', 'department', 'location_name'] as const;

const fingerprint = (value: string | null) =>
	value === null ? '000' : fnv(value).padStart(7, '0').slice(-3);

export default {
	event: 'employeeChanged',
	version: 2,
	scope: (parameters) => employeeScope(parameters.onlyTerminations),
	write({ records, now }) {
		const ids = [...records.values()].map(({ api }) => String(api.id));
		const prefix = ids.length ? ids[0].slice(0, ids[0].lastIndexOf('-') + 1) : '';
		const values: string[] = [];
		const marks: Record<string, string> = {};
		for (const { api } of records.values()) {
			const kept = keptOf(api);
			const indices = KEPT.map((field) => {
				const value = kept[field];
				if (value === null) return '';
				const index = values.includes(value) ? values.indexOf(value) : values.push(value) - 1;
				return index.toString(36);
			});
			while (indices.length > 0 && indices[indices.length - 1] === '') indices.pop();
			const names = FINGERPRINTED.map((field) => fingerprint(kept[field])).join('');
			const id = String(api.id);
			const key = prefix && id.startsWith(prefix) ? id.slice(prefix.length) : `=${id}`;
			marks[key] = [`0${recordHash(api)}`, names, ...indices].join('|');
		}
		return {
			prefix,
			values,
			marks,
			pass: 0,
			page: 1,
			verify: [],
			baselined: true,
			passStartedAt: now,
			total: ids.length,
		};
	},
	progress(data) {
		return { baselined: data.baselined === true, pass: String(data.pass) };
	},
} satisfies StateFormat;
