import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { envelopes, listItems } from '../../shared/transport/pagination';

/** Inventory products for the order's product dropdown; the API takes the exact title. */
export async function getProducts(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const products = await listItems(
		{ functions: this },
		{
			path: '/device-hub/inventory',
			envelope: envelopes.common('products'),
		},
		{ returnAll: true },
	);
	return products
		.map((product) => {
			const details = [
				product.sku ? `SKU ${String(product.sku)}` : '',
				typeof product.price === 'number' ? `price ${product.price}` : '',
				typeof product.stock === 'number' ? `${product.stock} in stock` : '',
			].filter(Boolean);
			return {
				name: String(product.title),
				value: String(product.title),
				description: details.join(', ') || undefined,
			};
		})
		.sort((a, b) => a.name.localeCompare(b.name));
}
