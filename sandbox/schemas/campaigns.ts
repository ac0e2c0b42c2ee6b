/** Campaign details and the campaign list. */
import { z } from 'zod';

import { countryRef, formattedDate } from './formats';
import { listEnvelope } from './pages';
import { recoveryStatus } from './recoveries';

const trackingEntry = z
	.object({
		carrier_name: z.string(),
		forward_shipping: z
			.object({ tracking_number: z.string().nullable(), tracking_link: z.string().nullable() })
			.strict(),
		return_shipping: z
			.object({ tracking_number: z.string().nullable(), tracking_link: z.string().nullable() })
			.strict(),
	})
	.strict();

const campaignEmployee = z
	.object({
		recovery_id: z.string(),
		firstname: z.string(),
		lastname: z.string(),
		send_notifications_to: z.enum(['work', 'personal']),
		work_email: z.string().nullable(),
		personal_email: z.string().nullable(),
		work_phone: z.string().nullable(),
		personal_phone: z.string().nullable(),
		work_phone_country: z.string().nullable(),
		personal_phone_country: z.string().nullable(),
		email: z.string().nullable(),
		phone_number: z.string().nullable(),
		phone_country: z.string().nullable(),
		country: countryRef,
		state: z
			.object({ name: z.string(), code: z.string(), country_code: z.string() })
			.strict()
			.nullable(),
		city: z.string(),
		zip: z.string(),
		address_line_1: z.string(),
		address_line_2: z.string().nullable(),
		items: z.array(
			z
				.object({
					item: z.string().nullable(),
					item_serial_no: z.string().nullable(),
					item_asset_id: z.string().nullable(),
					item_imei: z.string().nullable(),
					custom_field_1: z.string().nullable(),
					custom_field_2: z.string().nullable(),
					intake_status: z.string(),
				})
				.strict(),
		),
		status: recoveryStatus,
		tracking: z.array(trackingEntry),
		last_updated: formattedDate,
	})
	.strict();

const returnAddress = z
	.object({
		name: z.string(),
		title: z.string(),
		company: z.string(),
		country: countryRef,
		state: z.string().nullable(),
		city: z.string(),
		zip_code: z.string(),
		address: z.string(),
		phone: z.string(),
		email: z.string(),
		packages: z.array(
			z
				.object({
					device: z.string(),
					qty: z.number(),
					incoming_weight: z.number(),
					length: z.number(),
					width: z.number(),
					height: z.number(),
				})
				.strict(),
		),
		campaign_countries: z.array(z.string().length(2)),
	})
	.strict();

const campaignDetails = z
	.object({
		campaign_number: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
		title: z.string(),
		country: countryRef,
		start_date: formattedDate,
		helpdesk_email: z.string().nullable(),
		return_address: z.array(returnAddress),
		employees: z.array(campaignEmployee),
		totalEmployees: z.number().int(),
		totalPages: z.number().int(),
		currentPage: z.number().int(),
	})
	.strict();

const campaignListItem = z
	.object({
		campaign_number: z.number().int(),
		title: z.string(),
		country: countryRef,
		start_date: formattedDate,
		status: z.enum(['Active', 'Inactive']),
		total_employees: z.number().int(),
	})
	.strict();

export const campaignResponses = {
	campaignDetails,
	// a list the spec names without its items
	campaignList: listEnvelope('campaigns', campaignListItem),
};

export const campaignItems = { campaignEmployee, campaignListItem };
