import type { IDataObject } from 'n8n-workflow';

/** Keys the API sends twice: `address_1` and `address_2` repeat the address lines under other names. */
const ALIASES = ['address_1', 'address_2'];

/** A shipping label without the API's aliases. */
export function shippingLabelRecord(raw: IDataObject): IDataObject {
	return Object.fromEntries(Object.entries(raw).filter(([key]) => !ALIASES.includes(key)));
}
