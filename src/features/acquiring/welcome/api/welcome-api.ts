// issue #16 /welcome reads and writes, derived from contract/acquiring/welcome-routes.ts (issue
// #39: the declarations without zod, for the page's first paint).
import {
  WELCOME_ERROR_CODES,
  welcomeCodeOptions,
  welcomeCreate,
  welcomeDelete,
  welcomeDetail,
  welcomeList,
  welcomeLogList,
  welcomeLogSummary,
  welcomeSettingsGet,
  welcomeSettingsSave,
  welcomeUpdate,
} from '../../../../../contract/acquiring/welcome-routes';
import type { WelcomeLogQuery } from '../../../../../contract/acquiring/welcome';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

export const useWelcomes = (query: { page: number; page_size: number; employee_id?: number }) =>
  useEndpointQuery(welcomeList, { query }, { keepPrevious: true, persist: true });
export const useWelcome = (id: number) =>
  useEndpointQuery(welcomeDetail, { params: { id } }, { enabled: id > 0 });
export const useWelcomeSettings = (enabled: boolean) =>
  useEndpointQuery(welcomeSettingsGet, {}, { enabled });
export const useWelcomeLogs = (query: WelcomeLogQuery) =>
  useEndpointQuery(welcomeLogList, { query }, { keepPrevious: true });
export const useWelcomeLogSummary = (query: Omit<WelcomeLogQuery, 'page' | 'page_size'>) =>
  useEndpointQuery(welcomeLogSummary, { query }, { keepPrevious: true, persist: true });
export const useWelcomeCodeOptions = () =>
  useEndpointQuery(welcomeCodeOptions, {}, { persist: true });
// spec §8: 101114002 / 101114003 are shown inline on the form's employee field, not toasted.
const quiet = {
  quietCodes: [WELCOME_ERROR_CODES.employeeTaken, WELCOME_ERROR_CODES.employeesEmpty],
  loading: true,
};
export const useCreateWelcome = () =>
  useEndpointMutation(welcomeCreate, {
    invalidates: [welcomeList],
    request: quiet,
    fieldErrors: true,
  });
export const useUpdateWelcome = () =>
  useEndpointMutation(welcomeUpdate, {
    invalidates: [welcomeList, welcomeDetail],
    request: quiet,
    fieldErrors: true,
  });
export const useDeleteWelcome = () =>
  useEndpointMutation(welcomeDelete, { invalidates: [welcomeList] });
export const useSaveWelcomeSettings = () =>
  useEndpointMutation(welcomeSettingsSave, { invalidates: [welcomeSettingsGet] });
