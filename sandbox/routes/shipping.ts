/** List labels, create a label, label view; label files are served as real PDFs. */
import type { Label } from '../data/store';
import type { Sandbox } from '../state';
import type { RouteDefinition } from '../http';
import { pageBody, parseFlexibleDate, readPage, reply, validationArray } from '../http';
import { requests } from '../schemas';

/** The file-retrieval URL of a label (query path, filename, is_encrypted), on the label host. */
export function labelUrl(sandbox: Sandbox, label: Label): string {
	return (
		`${sandbox.fileOrigin()}/files/retrieve?path=${encodeURIComponent(label.filePath)}` +
		`&filename=${encodeURIComponent(label.fileName)}&is_encrypted=0`
	);
}

const inches = (value: number) => String(value);

function labelShape(sandbox: Sandbox, label: Label) {
	return {
		id: label.id,
		creator_firstname: label.creatorFirstname,
		creator_lastname: label.creatorLastname,
		ship_from_first_name: label.shipFromFirstName,
		ship_from_last_name: label.shipFromLastName,
		address_line_1: label.address1,
		address_line_2: label.address2,
		address_1: label.address1,
		address_2: label.address2,
		city: label.city,
		state: label.state,
		zip: label.zip,
		country: label.country,
		lbs: String(label.lbs),
		oz: String(label.oz),
		length: inches(label.length),
		width: inches(label.width),
		height: inches(label.height),
		label_count: label.labelCount,
		label_to_contacts: label.labelToContacts,
		label_to_me: label.labelToMe,
		recipient_name: label.recipientName,
		recipient_company: label.recipientCompany,
		label_url: labelUrl(sandbox, label),
		created_at: label.createdAt.toISOString(),
		updated_at: label.updatedAt.toISOString(),
		tracking_numbers: label.tracking.map((row) => ({
			track_number: row.trackNumber,
			price: row.price,
			label_service: row.labelService,
			carrier: row.carrier,
			tracking_link:
				row.carrier === 'ups'
					? `https://www.ups.com/track?tracknum=${row.trackNumber}`
					: `https://www.fedex.com/fedextrack/?trknbr=${row.trackNumber}`,
		})),
		users: label.contacts.map((contact) => ({ ...contact })),
	};
}

export const shippingRoutes: RouteDefinition[] = [
	{
		method: 'GET',
		path: '/shipping/labels',
		permission: 'shipping.read',
		handler: (context) => {
			const sandbox = context.sandbox;
			const query = context.query;
			const errors: Record<string, string> = {};
			const bound = (field: 'start_date' | 'end_date') => {
				const raw = query.get(field)?.trim();
				if (!raw) return undefined;
				const parsed = parseFlexibleDate(raw);
				if (!parsed) errors[field] = `${field} must be a date YYYY-MM-DD or MM/DD/YYYY`;
				return parsed;
			};
			const start = bound('start_date');
			const end = bound('end_date');
			if (Object.keys(errors).length) {
				return reply(422, { success: false, message: 'Validation failed', errors });
			}
			const country = query.get('country')?.trim().toUpperCase() || undefined;
			const labels = [...sandbox.store.labels.values()]
				.filter((label) => {
					if (!country && !start && !end) return true;
					const day = label.createdAt.toISOString().slice(0, 10);
					return (
						(!country || label.country === country) &&
						(!start || day >= start) &&
						(!end || day <= end)
					);
				})
				.reverse();
			// the label list answers the labels and the page counters only, without success or message
			return reply(
				200,
				pageBody('labels', labels, readPage(query, 10, 100), (label) => labelShape(sandbox, label)),
			);
		},
	},
	{
		method: 'POST',
		path: '/shipping/label/create',
		permission: 'shipping.write',
		handler: (context) => {
			const parsed = requests.labelCreate.safeParse(context.body ?? {});
			if (!parsed.success) return validationArray(parsed.error, context.body);
			const body = parsed.data;
			const sandbox = context.sandbox;
			const store = sandbox.store;
			const rng = sandbox.random;
			const id = store.nextId('label', 60001);
			const now = new Date();
			const count = body.label_count ?? 1;
			const creator = store.teamUsers[0];
			const label: Label = {
				id,
				creatorFirstname: creator.name.split(' ')[0],
				creatorLastname: creator.name.split(' ')[1],
				shipFromFirstName: body.first_name?.trim() || null,
				shipFromLastName: body.last_name?.trim() || null,
				address1: body.address_line_1.trim(),
				address2: body.address_line_2?.trim() || null,
				city: body.city.trim(),
				state: body.state.trim(),
				zip: body.zip.trim(),
				country: (body.country ?? 'US').toUpperCase(),
				lbs: body.lbs ?? 0,
				oz: body.oz ?? 0,
				length: body.length,
				width: body.width,
				height: body.height,
				labelCount: count,
				labelToContacts: body.label_to_contacts ?? 0,
				labelToMe: body.label_to_me ?? 0,
				recipientName: 'Returns Desk',
				recipientCompany: 'Acme Sandbox Inc.',
				filePath: `labels/${now.toISOString().slice(0, 7)}/${id}.pdf`,
				fileName: `label-${id}.pdf`,
				createdAt: now,
				updatedAt: now,
				tracking: Array.from({ length: count }, () => ({
					trackNumber: `1Z${rng.digits(16)}`,
					price: rng.int(900, 4500) / 100,
					labelService: 1,
					carrier: 'ups',
				})),
				contacts: body.label_to_contacts
					? [{ contact_name: creator.name, contact_email: creator.email }]
					: [],
			};
			store.labels.set(id, label);
			return reply(200, {
				message: 'Shipping label created successfully',
				shipping_label_id: id,
				tracking_numbers: label.tracking.map((row) => row.trackNumber),
				files: {
					label_path: label.filePath,
					label_url: labelUrl(sandbox, label),
					label_file_name: label.fileName,
				},
			});
		},
	},
	{
		method: 'GET',
		path: '/shipping/:labelId/view',
		permission: 'shipping.read',
		handler: (context) => {
			const label = context.sandbox.store.labels.get(context.params.labelId);
			if (!label) return reply(404, { success: false, message: 'Label not found' });
			return reply(200, { label_url: labelUrl(context.sandbox, label) });
		},
	},
];
