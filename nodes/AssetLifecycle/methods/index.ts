import { getCurrencies } from '../../shared/methods/currencies';
import { getCountries, getDepartments } from './loadOptions';
import { searchCampaigns, searchEmployees } from './listSearch';
import { getProducts } from './products';

export const loadOptions = { getCountries, getDepartments, getProducts, getCurrencies };

export const listSearch = { searchCampaigns, searchEmployees };
