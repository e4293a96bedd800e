import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, toListQuery } from './customer-filter-state';

describe('customer filters → list query', () => {
  it('sends only what the operator set, with the page and the page size', () => {
    expect(toListQuery(EMPTY_FILTERS, 1, 20)).toEqual({ page: 1, page_size: 20 });
  });

  it('sends tags with their AND/OR logic, dates, department, gender and lost', () => {
    const query = toListQuery(
      {
        ...EMPTY_FILTERS,
        name: ' 王 ',
        tagIds: [3, 5],
        tagLogic: 'and',
        departmentId: '7',
        gender: '2',
        addWay: '1',
        addedFrom: '2025-03-01',
        addedTo: '2025-03-31',
        lost: 'false',
      },
      2,
      50,
    );
    expect(query).toEqual({
      page: 2,
      page_size: 50,
      name: '王',
      tag_ids: [3, 5],
      tag_logic: 'and',
      department_ids: [7],
      gender: 2,
      add_way: 1,
      added_from: '2025-03-01',
      added_to: '2025-03-31',
      lost: 'false',
    });
  });

  it('sends the stage and 待跟进 filters (issue #41) only when chosen', () => {
    expect(toListQuery({ ...EMPTY_FILTERS, stageId: '4', followDue: 'true' }, 1, 20)).toEqual({
      page: 1,
      page_size: 20,
      stage_id: 4,
      follow_due: 'true',
    });
    expect(toListQuery({ ...EMPTY_FILTERS, stageId: '', followDue: '' }, 1, 20)).toEqual({
      page: 1,
      page_size: 20,
    });
  });
});
