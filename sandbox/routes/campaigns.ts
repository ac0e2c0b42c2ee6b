/** Campaign details, the campaign list, and the countries. */
import { formatDate } from '../data/format';
import { countries, countryByCode } from '../data/reference';
import type { Campaign, Recovery, Store } from '../data/store';
import type { RouteDefinition } from '../http';
import { listReply, readPage, reply, totalPages } from '../http';

const countryRef = (code: string) => ({ name: countryByCode.get(code)?.name ?? code, code });

function stateRef(countryCode: string, state: string | null) {
	if (!state) return null;
	const known = countryByCode
		.get(countryCode)
		?.states.find((candidate) => candidate.code === state || candidate.name === state);
	return { name: known?.name ?? state, code: known?.code ?? state, country_code: countryCode };
}

export function campaignEmployeeShape(recovery: Recovery) {
	return {
		recovery_id: recovery.recoveryNumber,
		firstname: recovery.firstname,
		lastname: recovery.lastname,
		send_notifications_to: recovery.sendNotificationsTo,
		work_email: recovery.workEmail,
		personal_email: recovery.personalEmail,
		work_phone: recovery.workPhone,
		personal_phone: recovery.personalPhone,
		work_phone_country: recovery.workPhoneCountry,
		personal_phone_country: recovery.personalPhoneCountry,
		email: recovery.workEmail,
		phone_number: recovery.workPhone,
		phone_country: recovery.workPhoneCountry,
		country: countryRef(recovery.country),
		state: stateRef(recovery.country, recovery.state),
		city: recovery.city,
		zip: recovery.zip,
		address_line_1: recovery.address1,
		address_line_2: recovery.address2,
		items: recovery.items.map((item) => ({
			item: item.item,
			item_serial_no: item.serialNo,
			item_asset_id: item.assetId,
			item_imei: item.imei,
			custom_field_1: item.customField1,
			custom_field_2: item.customField2,
			intake_status: item.intakeStatus,
		})),
		status: recovery.status,
		tracking: recovery.tracking.map((entry) => ({
			carrier_name: entry.carrierName,
			forward_shipping: { tracking_number: entry.forwardNumber, tracking_link: entry.forwardLink },
			return_shipping: { tracking_number: entry.returnNumber, tracking_link: entry.returnLink },
		})),
		last_updated: formatDate(recovery.lastUpdated),
	};
}

export function recoveriesOf(store: Store, campaignNumber: number): Recovery[] {
	return [...store.recoveries.values()].filter(
		(recovery) => recovery.campaignNumber === campaignNumber,
	);
}

function campaignListItem(store: Store, campaign: Campaign) {
	return {
		campaign_number: campaign.campaignNumber,
		title: campaign.title,
		country: countryRef(campaign.country),
		start_date: formatDate(campaign.startDate),
		status: campaign.active ? ('Active' as const) : ('Inactive' as const),
		total_employees: recoveriesOf(store, campaign.campaignNumber).length,
	};
}

export const campaignRoutes: RouteDefinition[] = [
	{
		method: 'GET',
		path: '/recover/campaign/:campaignNumber',
		permission: 'campaigns.read',
		bareUnauthorized: true,
		handler: (context) => {
			const store = context.sandbox.store;
			const number = /^\d+$/.test(context.params.campaignNumber)
				? Number(context.params.campaignNumber)
				: NaN;
			const campaign = store.campaigns.get(number);
			if (!campaign) return reply(404, { success: false, message: 'Campaign not found' });
			const page = readPage(context.query, 50, 100);
			const recoveries = recoveriesOf(store, campaign.campaignNumber);
			return reply(200, {
				campaign_number: String(campaign.campaignNumber),
				title: campaign.title,
				country: countryRef(campaign.country),
				start_date: formatDate(campaign.startDate),
				helpdesk_email: campaign.helpdeskEmail,
				return_address: campaign.returnAddress.map((address) => ({
					name: address.name,
					title: address.title,
					company: address.company,
					country: countryRef(address.country),
					state: address.state,
					city: address.city,
					zip_code: address.zipCode,
					address: address.address,
					phone: address.phone,
					email: address.email,
					packages: address.packages.map((entry) => ({ ...entry })),
					campaign_countries: [...address.campaignCountries],
				})),
				employees: recoveries
					.slice(page.offset, page.offset + page.limit)
					.map(campaignEmployeeShape),
				totalEmployees: recoveries.length,
				totalPages: totalPages(recoveries.length, page.limit),
				currentPage: page.page,
			});
		},
	},
	{
		method: 'GET',
		path: '/recover/campaigns',
		permission: 'campaigns.read',
		handler: (context) => {
			const store = context.sandbox.store;
			return listReply(
				'campaigns',
				[...store.campaigns.values()],
				readPage(context.query, 10, 25),
				(campaign) => campaignListItem(store, campaign),
			);
		},
	},
	{
		method: 'GET',
		path: '/countries',
		permission: 'countries.read',
		handler: (context) =>
			listReply('countries', countries, readPage(context.query, 10, 100), (country) => ({
				code: country.code,
				name: country.name,
				is_state_required: country.isStateRequired,
				states: country.states.map((state) => ({ ...state })),
			})),
	},
];
