import type { IDataObject } from 'n8n-workflow';

import { envelopes, listItems } from '../../shared/transport/pagination';
import type { Field } from '../fieldTable';
import type { ItemContext } from '../itemContext';
import { textParameter } from './common';

/**
 * When an address needs a state: each form's rule (docs/api-notes.md, Writes with rules of their
 * own).
 */
export type AddressStateRule = 'everyCountry' | 'everyCountryButGB' | 'whenTheCountryNeedsOne';

const RULE_HINTS: Record<AddressStateRule, string> = {
	everyCountry: 'Required for every country',
	everyCountryButGB: 'Required for every country except GB (United Kingdom)',
	whenTheCountryNeedsOne:
		'Required when the country needs one (its dropdown entry says so, e.g. US, CA); checked against the states of that country',
};

/**
 * The State of an address, one field on every form: a top-level text field whose hint gives the
 * form's rule. It is never marked required for n8n, whose own check cannot follow a rule that
 * depends on the country; requireAddressState checks the rule instead, naming the field.
 */
export function addressStateField(apiName: string, rule: AddressStateRule): Field {
	return {
		parameter: textParameter(
			'State',
			'state',
			'The state or province of the address: its code (e.g. TX) or its name',
			{ placeholder: 'e.g. TX', hint: RULE_HINTS[rule] },
		),
		apiName,
		topLevel: true,
	};
}

/**
 * The rule of a form's State on its body, before anything is sent. The rule that depends on the
 * country (a recovery's) needs the account's countries: checkStateOfCountry.
 */
export function requireAddressState(
	item: ItemContext,
	body: IDataObject,
	rule: Exclude<AddressStateRule, 'whenTheCountryNeedsOne'>,
	keys: { state: string; country: string } = { state: 'state', country: 'country' },
): IDataObject {
	if (body[keys.state]) return body;
	const country = String(body[keys.country]);
	if (rule === 'everyCountry') throw item.invalid('state', 'is required for every country');
	if (country !== 'GB') {
		throw item.invalid('state', `is required for every country except GB (country is ${country})`);
	}
	return body;
}

interface Country {
	requiresState: boolean;
	states: Array<{ code: string; name: string }>;
}

/** The account's countries, read once per execution by the first item that needs them. */
function countries(item: ItemContext): Promise<Map<string, Country>> {
	return item.execution.once('countries', async () => {
		const records = await listItems(
			item,
			{ path: '/countries', envelope: envelopes.common('countries') },
			{ returnAll: true },
		);
		return new Map(
			records.map((record) => [
				String(record.code),
				{
					requiresState: record.is_state_required === true,
					states: (record.states as Country['states'] | undefined) ?? [],
				},
			]),
		);
	});
}

/**
 * The rule that depends on the country (a recovery's): a country of the account that requires a
 * state must have one, and a state is one of its country's states, by code or name, sent as its
 * code.
 */
export async function checkStateOfCountry(
	item: ItemContext,
	countryCode: string,
	state: string | undefined,
) {
	const country = (await countries(item)).get(countryCode);
	if (!country) throw item.invalid('country', `"${countryCode}" is not a country of the account`);
	if (!state) {
		if (country.requiresState)
			throw item.invalid('state', `is required for country ${countryCode}`);
		return undefined;
	}
	if (!country.states.length) return state;
	const match = country.states.find(
		(candidate) =>
			candidate.code.toLowerCase() === state.toLowerCase() ||
			candidate.name.toLowerCase() === state.toLowerCase(),
	);
	if (!match) throw item.invalid('state', `"${state}" is not a state of ${countryCode}`);
	return match.code;
}
