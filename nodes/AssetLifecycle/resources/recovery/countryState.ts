import type { ItemContext } from '../../itemContext';
import { envelopes, listItems } from '../../../shared/transport/pagination';

/**
 * The state rule of a recovery's address: a country of the account that requires a state must
 * have one, and a state is one of its country's states, sent as its code.
 */

interface Country {
	requiresState: boolean;
	states: Array<{ code: string; name: string }>;
}

/** The account's countries, read once per execution by the first item that needs them. */
function countries(item: ItemContext): Promise<Map<string, Country>> {
	return item.execution.once('countries', async () => {
		const records = await listItems.call(
			item.functions,
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

/** The state as the account's country names it (its code), checked against that country. */
export async function checkState(
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
