// issue #14: the permission tree — each menu area (spec §2 route table) with its pages' codes;
// ticking an area ticks all its pages. issue #32 finding 10: every code the menu defines is
// listed; a page every member opens anyway (the special set) is ticked for its writes only.
// issue #41: the action rights (export, delete, send, settings) are the tree's last branch:
// pages and actions are granted in one place.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { ACTION_LABELS, ACTION_RIGHTS } from '../../../../../contract/action-rights';
import type { ActionRight } from '../../../../../contract/action-rights';
import { MENU_AREA_TITLES, MENU_AREAS } from '../../../../../contract/menu-codes';
import type { MenuArea } from '../../../../../contract/menu-codes';
import { GRANTABLE_ENTRIES, OPEN_PAGE_CODES } from '../../../../../contract/setting/role-manage';
import { t } from '../../../../lib/i18n/translate';
import { CheckBox } from '../../../../ui/check-box/check-box';

const GROUPS = (['home', ...MENU_AREAS] as const)
  .map((area) => ({
    area,
    entries: GRANTABLE_ENTRIES.filter((entry) => entry.area === area),
  }))
  .filter((group) => group.entries.length > 0);

export function PermissionTree(props: {
  codes: readonly string[];
  onChange: (codes: string[]) => void;
  actions: readonly ActionRight[];
  onActionsChange: (actions: ActionRight[]) => void;
  readOnly?: boolean;
}) {
  const held = new Set(props.codes);
  const setMany = (codes: readonly string[], on: boolean) => {
    const next = new Set(held);
    for (const code of codes) {
      if (on) next.add(code);
      else next.delete(code);
    }
    // route-table order, as the server stores it
    props.onChange(GRANTABLE_ENTRIES.filter((e) => next.has(e.code)).map((e) => e.code));
  };
  return (
    <Box display="grid" gap="3" data-testid="permission-tree">
      {GROUPS.map(({ area, entries }) => {
        const count = entries.filter((entry) => held.has(entry.code)).length;
        const title =
          area === 'home' ? t('roleManage.form.home') : MENU_AREA_TITLES[area as MenuArea];
        return (
          <Box
            key={area}
            as="fieldset"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="md"
            p="3"
            data-testid={`permission-area-${area}`}
          >
            <Box as="legend" px="1">
              <CheckBox
                checked={count === entries.length}
                indeterminate={count > 0 && count < entries.length}
                disabled={props.readOnly}
                onChange={(on) =>
                  setMany(
                    entries.map((entry) => entry.code),
                    on,
                  )
                }
                testId={`permission-area-toggle-${area}`}
              >
                <Text as="span" fontWeight="medium">
                  {t('roleManage.form.area', { area: title, held: count, total: entries.length })}
                </Text>
              </CheckBox>
            </Box>
            <Box
              display="grid"
              gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }}
              gap="2"
              mt="1"
            >
              {entries.map((entry) => (
                <CheckBox
                  key={entry.code}
                  checked={held.has(entry.code)}
                  disabled={props.readOnly}
                  onChange={(on) => setMany([entry.code], on)}
                  testId={`permission-${entry.code}`}
                >
                  {OPEN_PAGE_CODES.includes(entry.code)
                    ? t('roleManage.form.openPage', { title: entry.title })
                    : entry.title}
                </CheckBox>
              ))}
            </Box>
          </Box>
        );
      })}
      <ActionBranch
        actions={props.actions}
        onChange={props.onActionsChange}
        readOnly={props.readOnly}
      />
    </Box>
  );
}

function ActionBranch(props: {
  actions: readonly ActionRight[];
  onChange: (actions: ActionRight[]) => void;
  readOnly?: boolean | undefined;
}) {
  const held = new Set(props.actions);
  const set = (actions: readonly ActionRight[], on: boolean) => {
    const next = new Set(held);
    for (const action of actions) {
      if (on) next.add(action);
      else next.delete(action);
    }
    props.onChange(ACTION_RIGHTS.filter((action) => next.has(action)));
  };
  return (
    <Box
      as="fieldset"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p="3"
      data-testid="permission-area-actions"
    >
      <Box as="legend" px="1">
        <CheckBox
          checked={held.size === ACTION_RIGHTS.length}
          indeterminate={held.size > 0 && held.size < ACTION_RIGHTS.length}
          disabled={props.readOnly}
          onChange={(on) => set(ACTION_RIGHTS, on)}
          testId="permission-area-toggle-actions"
        >
          <Text as="span" fontWeight="medium">
            {t('roleManage.form.area', {
              area: t('roleManage.form.actions'),
              held: held.size,
              total: ACTION_RIGHTS.length,
            })}
          </Text>
        </CheckBox>
      </Box>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {t('roleManage.form.actionsHint')}
      </Text>
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="2">
        {ACTION_RIGHTS.map((action) => (
          <CheckBox
            key={action}
            checked={held.has(action)}
            disabled={props.readOnly}
            onChange={(on) => set([action], on)}
            testId={`permission-action-${action}`}
          >
            {ACTION_LABELS[action]}
          </CheckBox>
        ))}
      </Box>
    </Box>
  );
}
