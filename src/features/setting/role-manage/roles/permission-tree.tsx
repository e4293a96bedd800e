// issue #14: the permission tree — each menu area (spec §2 route table) with its pages' codes;
// ticking an area ticks all its pages. issue #32 finding 10: every code the menu defines is
// listed; a page every member opens anyway (the special set) is ticked for its writes only.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
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
    </Box>
  );
}
