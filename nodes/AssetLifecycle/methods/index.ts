import {
	optionsOnceCredentialChosen,
	searchOnceCredentialChosen,
} from '../../shared/methods/credentialFirst';
import { getCurrencies } from '../../shared/methods/currencies';
import { getFieldPaths } from './fieldPaths';
import { everyCountry, getCountries, getDepartments } from './loadOptions';
import { searchCampaigns, searchEmployees } from './listSearch';
import { getProducts } from './products';

/**
 * Without a credential, getCountries offers every ISO country and getCurrencies every code (see
 * currencies.ts): the account only narrows or orders those lists. getFieldPaths reads the
 * description.
 */
export const loadOptions = {
	getCountries: optionsOnceCredentialChosen(getCountries, everyCountry),
	getDepartments: optionsOnceCredentialChosen(getDepartments),
	getProducts: optionsOnceCredentialChosen(getProducts),
	getCurrencies,
	getFieldPaths,
};

export const listSearch = {
	searchCampaigns: searchOnceCredentialChosen(searchCampaigns),
	searchEmployees: searchOnceCredentialChosen(searchEmployees),
};
