/** Place order, the inventory list, deployment orders and ITAD orders. */
import type { DeploymentOrder, InventoryProduct, ItadOrder, Store } from '../data/store';
import type { RouteDefinition } from '../http';
import { listReply, readPage, reply, validationFieldMap } from '../http';
import { requests } from '../schemas';
import type { PlaceOrderBody } from '../schemas';
import { departmentIdFor } from './departments';

const productImage = (product: InventoryProduct) =>
	`https://cdn.asset-lifecycle.example/products/${product.sku.toLowerCase()}.png`;

/** The tag's values that hold text; null without a tag. */
function tagValues(tag: PlaceOrderBody['tag']): Record<string, string> | null {
	return tag
		? (Object.fromEntries(
				Object.entries(tag).filter(([, value]) => typeof value === 'string' && value.trim()),
			) as Record<string, string>)
		: null;
}

/** The id of the cost center with that code; one is made for the order when there is none. */
function costCenterIdFor(store: Store, code: string, orderNumber: string): number {
	const existing = [...store.costCenters.values()].find((center) => center.code === code);
	if (existing) return existing.id;
	const id = store.nextNumber('costCenter', 71);
	store.costCenters.set(id, { id, code, name: code, createdForOrder: orderNumber });
	return id;
}

export const orderRoutes: RouteDefinition[] = [
	{
		method: 'GET',
		path: '/device-hub/inventory',
		permission: 'orders.read',
		handler: (context) =>
			listReply(
				'products',
				context.sandbox.store.inventory,
				readPage(context.query, 10, 100),
				(product) => ({
					id: product.id,
					title: product.title,
					sku: product.sku,
					product_type: product.productType,
					price: product.price,
					image: productImage(product),
					stock: product.stock,
				}),
			),
	},
	{
		method: 'POST',
		path: '/device-hub/place-order',
		permission: 'orders.write',
		handler: (context) => {
			const parsed = requests.placeOrder.safeParse(context.body ?? {});
			if (!parsed.success) return validationFieldMap(parsed.error);
			const body = parsed.data;
			const store = context.sandbox.store;
			const errors: Record<string, string> = {};
			const products = body.products.map((line, index) => {
				const product = store.inventory.find((candidate) => candidate.title === line.name);
				if (!product)
					errors[`products[${index}].name`] = `Product "${line.name}" not found in inventory`;
				return { line, product };
			});
			if (Object.keys(errors).length) {
				return reply(422, { success: false, message: 'Validation failed', errors });
			}
			const orderId = store.nextId('deploymentOrder', 80001);
			const orderNumber = `DO-${store.nextNumber('deploymentNumber', 620001)}`;
			const tag = tagValues(body.tag);
			const costCenterId = tag?.cost_center_code
				? costCenterIdFor(store, tag.cost_center_code.trim(), orderNumber)
				: null;
			const departmentId = tag?.department ? departmentIdFor(store, tag.department) : null;
			const order: DeploymentOrder = {
				id: orderId,
				orderNumber,
				status: 'Processing',
				recipientName: `${body.firstname.trim()} ${body.lastname.trim()}`,
				email: body.email.trim(),
				shippingCountry: body.shipping_country.toUpperCase(),
				expediteShipping: body.expedite_shipping ?? null,
				products: products.map(({ line, product }) => ({
					name: product!.title,
					qty: line.quantity,
					price: product!.price,
				})),
				tag,
				costCenterId,
				departmentId,
				createdAt: new Date(),
			};
			store.deploymentOrders.push(order);
			return reply(200, {
				message: 'Order placed successfully',
				data: {
					order_number: orderNumber,
					products: products.map(({ line, product }) => ({
						name: product!.title,
						qty: line.quantity,
						price: product!.price,
						image: productImage(product!),
					})),
				},
			});
		},
	},
	{
		method: 'GET',
		path: '/deployment/orders',
		permission: 'orders.read',
		handler: (context) =>
			listReply(
				'orders',
				[...context.sandbox.store.deploymentOrders].reverse(),
				readPage(context.query, 10, 100),
				(order: DeploymentOrder) => ({
					id: order.id,
					order_number: order.orderNumber,
					status: order.status,
					recipient_name: order.recipientName,
					email: order.email,
					shipping_country: order.shippingCountry,
					expedite_shipping: order.expediteShipping,
					products: order.products.map((product) => ({ name: product.name, qty: product.qty })),
					created_at: order.createdAt.toISOString(),
				}),
			),
	},
	{
		method: 'GET',
		path: '/itad/orders',
		permission: 'itad.read',
		handler: (context) =>
			listReply(
				'orders',
				[...context.sandbox.store.itadOrders].reverse(),
				readPage(context.query, 10, 100),
				(order: ItadOrder) => ({
					id: order.id,
					order_number: order.orderNumber,
					status: order.status,
					pickup_date: order.pickupDate,
					device_count: order.deviceCount,
					location: order.location,
					created_at: order.createdAt.toISOString(),
				}),
			),
	},
];
