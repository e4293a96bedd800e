// externalcontact/get_follow_user_list: GET → follow_user: the members with 客户联系 enabled.
// Needs the 客户联系 permission (48002 without it). The fake's members all have it.
import type { FakeRoute } from '../fake-types';

export const routes: readonly FakeRoute[] = [
  {
    method: 'GET',
    api: 'externalcontact/get_follow_user_list',
    permission: 'externalcontact',
    handle: ({ corp }) => ({ follow_user: corp.users.map((user) => user.userid) }),
  },
];
