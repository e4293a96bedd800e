// issue #18 /menu-setting reads and writes, derived from contract/reach/menu-setting.ts.
import {
  toolbarCreate,
  toolbarDelete,
  toolbarList,
  toolbarMove,
  toolbarToggle,
  toolbarUpdate,
} from '../../../../../contract/reach/menu-setting';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

export interface ToolbarQuery {
  page: number;
  page_size: number;
  name?: string;
  status?: 'on' | 'off';
}

export const useToolbar = (query: ToolbarQuery) =>
  useEndpointQuery(toolbarList, { query }, { keepPrevious: true, persist: true });
const lists = [toolbarList];
export const useCreateTool = () => useEndpointMutation(toolbarCreate, { invalidates: lists });
export const useUpdateTool = () => useEndpointMutation(toolbarUpdate, { invalidates: lists });
export const useToggleTool = () => useEndpointMutation(toolbarToggle, { invalidates: lists });
export const useMoveTool = () => useEndpointMutation(toolbarMove, { invalidates: lists });
export const useDeleteTool = () => useEndpointMutation(toolbarDelete, { invalidates: lists });
