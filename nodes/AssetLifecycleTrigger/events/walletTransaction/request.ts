import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { walletFilterValue } from '../../../shared/descriptions/walletFilters';
import { CONFIGURATION_INVALID } from '../../../shared/transport/failure';
import { envelopes, type ListRequest } from '../../../shared/transport/pagination';
import { currencyCode, optionalText } from '../../../shared/values';

/** The transaction list as the trigger's filters ask for it. */
export function listRequest(this: IPollFunctions): ListRequest {
	const filters = this.getNodeParameter('filters', {}) as IDataObject;
	const given = optionalText(filters.currencyCode);
	let currency: string | undefined;
	try {
		currency = given && currencyCode(given);
	} catch (error) {
		throw new NodeOperationError(this.getNode(), `Currency: ${(error as Error).message}`, {
			failure: CONFIGURATION_INVALID,
		});
	}
	return {
		path: '/wallet/transactions',
		// filtered by the API, so rows the user does not want never enter the state
		qs: {
			currency_code: currency,
			status: walletFilterValue(filters.status),
			type: walletFilterValue(filters.type),
		},
		envelope: envelopes.common('data'),
	};
}
