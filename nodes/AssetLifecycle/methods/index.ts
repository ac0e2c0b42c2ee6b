import { getCountries, getDepartments } from './loadOptions';
import { searchEmployees } from './listSearch';

export const loadOptions = { getCountries, getDepartments };

export const listSearch = { searchEmployees };
