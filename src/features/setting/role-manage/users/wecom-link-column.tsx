// issue #40 /role-manage 成员 → 关联企业微信成员 (docs/wecom.md "Sign in with 企业微信"): the column
// that shows which synced WeCom member signs in as each account, the picker that links one
// (members already linked to another account are left out: one account per member), and the
// confirm step before unlinking. Its own file so the members table's other columns stay apart.
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { ConsoleUserRow } from '../../../../../contract/setting/role-manage';
import type { WecomLinkRow } from '../../../../../contract/setting/role-manage-wecom';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { AppDialog } from '../../../../ui/app-dialog';
import { ConfirmDialog } from '../../../../ui/confirm-dialog/confirm-dialog';
import { RowAction, RowActions } from '../../../../ui/data-table/cells/row-actions';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { SelectField } from '../../../../ui/select-field/select-field';
import { useLinkWecom, useUnlinkWecom, useWecomLinks, useWecomMembers } from '../api/wecom-link';
import '../../../../lib/i18n/messages/setting-role-manage-messages';

const memberLabel = (link: WecomLinkRow) =>
  link.member_name ? `${link.member_name}（${link.wecom_user_id}）` : link.wecom_user_id;
const accountLabel = (row: ConsoleUserRow) => `${row.name}（${row.account}）`;

export function wecomLinkColumn(
  links: ReadonlyMap<number, WecomLinkRow>,
  actions: { onLink: (row: ConsoleUserRow) => void; onUnlink: (row: ConsoleUserRow) => void },
): DataColumn<ConsoleUserRow> {
  return {
    key: 'wecom',
    title: t('roleManage.col.wecom'),
    render: (row) => {
      const link = links.get(row.id);
      return (
        <RowActions>
          {link ? <span data-testid="user-wecom-member">{memberLabel(link)}</span> : null}
          <RowAction
            onClick={() => actions.onLink(row)}
            testId="user-wecom-link"
            ariaLabel={t('roleManage.wecom.linkOf', { name: row.account })}
          >
            {link ? t('roleManage.wecom.change') : t('roleManage.wecom.link')}
          </RowAction>
          {link ? (
            <RowAction
              danger
              onClick={() => actions.onUnlink(row)}
              testId="user-wecom-unlink"
              ariaLabel={t('roleManage.wecom.unlinkOf', { name: row.account })}
            >
              {t('roleManage.wecom.unlink')}
            </RowAction>
          ) : null}
        </RowActions>
      );
    },
  };
}

function WecomMemberPicker(props: { row: ConsoleUserRow | null; onClose: () => void }) {
  const { row, onClose } = props;
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState('');
  const members = useWecomMembers(keyword, row !== null);
  const link = useLinkWecom();
  const close = () => {
    setDraft('');
    setKeyword('');
    setChosen('');
    onClose();
  };
  const options = (members.data?.list ?? [])
    .filter((member) => member.linked_user_id === null || member.linked_user_id === row?.id)
    .map((member) => ({
      value: member.wecom_user_id,
      label: `${member.name}（${member.wecom_user_id}）`,
    }));
  return (
    <AppDialog
      open={row !== null}
      onClose={close}
      title={t('roleManage.wecom.link')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={close}>
            {t('kit.confirm.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!chosen}
            loading={link.isPending}
            data-testid="wecom-link-save"
            onClick={() => {
              if (!row || !chosen) return;
              link.mutate(
                { params: { id: row.id }, body: { wecom_user_id: chosen } },
                {
                  onSuccess: () => {
                    notifySuccess(t('roleManage.wecom.linked'));
                    close();
                  },
                },
              );
            }}
          >
            {t('roleManage.wecom.save')}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="3">
        <Text fontSize="sm">
          {row ? t('roleManage.wecom.hint', { name: accountLabel(row) }) : null}
        </Text>
        <Box
          as="form"
          display="flex"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            setKeyword(draft.trim());
          }}
        >
          <Input
            size="sm"
            maxLength={32}
            aria-label={t('roleManage.wecom.search')}
            placeholder={t('roleManage.wecom.search')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button size="sm" variant="outline" type="submit">
            {t('roleManage.users.searchButton')}
          </Button>
        </Box>
        <SelectField
          label={t('roleManage.wecom.member')}
          value={chosen}
          placeholder={
            options.length > 0 ? t('roleManage.wecom.choose') : t('roleManage.wecom.none')
          }
          options={options}
          onChange={setChosen}
          testId="wecom-member-select"
        />
      </Box>
    </AppDialog>
  );
}

/** The column and its dialogs, for the members table (users-tab.tsx). */
export function useWecomLinkColumn(): { column: DataColumn<ConsoleUserRow>; dialogs: ReactNode } {
  const links = useWecomLinks();
  const unlink = useUnlinkWecom();
  const [linking, setLinking] = useState<ConsoleUserRow | null>(null);
  const [unlinking, setUnlinking] = useState<ConsoleUserRow | null>(null);
  const byUser = useMemo(
    () => new Map((links.data?.list ?? []).map((link) => [link.user_id, link])),
    [links.data],
  );
  const column = useMemo(
    () => wecomLinkColumn(byUser, { onLink: setLinking, onUnlink: setUnlinking }),
    [byUser],
  );
  const current = unlinking ? byUser.get(unlinking.id) : undefined;
  const dialogs = (
    <>
      <WecomMemberPicker row={linking} onClose={() => setLinking(null)} />
      <ConfirmDialog
        open={unlinking !== null}
        title={t('roleManage.wecom.unlinkTitle')}
        danger
        busy={unlink.isPending}
        confirmLabel={t('roleManage.wecom.unlink')}
        onClose={() => setUnlinking(null)}
        onConfirm={() => {
          if (!unlinking) return;
          unlink.mutate(
            { params: { id: unlinking.id } },
            {
              onSuccess: () => notifySuccess(t('roleManage.wecom.unlinked')),
              onSettled: () => setUnlinking(null),
            },
          );
        }}
      >
        {unlinking && current
          ? t('roleManage.wecom.unlinkBody', {
              name: accountLabel(unlinking),
              member: memberLabel(current),
            })
          : null}
      </ConfirmDialog>
    </>
  );
  return { column, dialogs };
}
