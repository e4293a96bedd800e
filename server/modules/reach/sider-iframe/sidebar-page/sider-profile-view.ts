// The sidebar's 客户画像 panel: the profile fields /sider-iframe/config chose, the tags (edited
// as chips within the open groups), and the follow-ups with the entry to add one.
import type { SiderContext } from '../../../../../contract/reach/sider-app';
import type { Api } from './sider-dom';
import type { ChatBridge } from './sider-chat';
import { h, shortTime } from './sider-dom';

export interface ViewKit {
  readonly api: Api;
  /** Puts a message into the open chat (WeCom's sendChatMessage; nothing in the sandbox). */
  readonly chat: ChatBridge;
  /** Shows a short success or failure line above the panel. */
  flash(text: string, bad?: boolean): void;
  /** Reloads the context and draws the panel again. */
  reload(): Promise<void>;
}

function tagsCard(context: SiderContext, kit: ViewKit): HTMLElement {
  const card = h('section', { class: 'sd-card', 'aria-labelledby': 'sd-tags-title' });
  const chosen = new Set(context.customer.tags.map((tag) => tag.id));
  const showTags = () => {
    const list = context.customer.tags.length
      ? h(
          'ul',
          { class: 'sd-tags', 'data-testid': 'sider-tags' },
          ...context.customer.tags.map((tag) => h('li', { class: 'sd-tag' }, tag.name)),
        )
      : h('p', { class: 'sd-empty' }, '暂无标签');
    const edit = context.tag_groups
      ? h('button', { class: 'sd-btn ghost', type: 'button', onclick: () => editTags() }, '编辑')
      : null;
    card.replaceChildren(h('h2', { id: 'sd-tags-title' }, '客户标签', edit), list);
  };
  const editTags = () => {
    const groups = (context.tag_groups ?? []).map((group) =>
      h(
        'div',
        { class: 'sd-group', role: 'group', 'aria-label': group.name },
        h('h3', {}, group.name),
        h(
          'div',
          { class: 'sd-tags' },
          ...group.tags.map((tag) => {
            const chip = h(
              'button',
              {
                class: 'sd-chip',
                type: 'button',
                'aria-pressed': String(chosen.has(tag.id)),
                onclick: () => {
                  if (chosen.has(tag.id)) chosen.delete(tag.id);
                  else chosen.add(tag.id);
                  chip.setAttribute('aria-pressed', String(chosen.has(tag.id)));
                },
              },
              tag.name,
            );
            return chip;
          }),
        ),
      ),
    );
    const save = h('button', { class: 'sd-btn', type: 'button' }, '保存标签');
    save.addEventListener('click', async () => {
      save.setAttribute('disabled', '');
      try {
        const result = await kit.api<{ added: number; removed: number }>(
          'POST',
          '/sidebar/api/tags',
          {
            tag_ids: [...chosen],
          },
        );
        kit.flash(`标签已保存（新增${result.added}个，移除${result.removed}个）`);
        await kit.reload();
      } catch (error) {
        kit.flash((error as Error).message, true);
        save.removeAttribute('disabled');
      }
    });
    const cancel = h(
      'button',
      { class: 'sd-btn ghost', type: 'button', onclick: showTags },
      '取消',
    );
    card.replaceChildren(
      h('h2', { id: 'sd-tags-title' }, '编辑标签'),
      ...groups,
      h('div', { class: 'sd-actions' }, cancel, save),
    );
  };
  showTags();
  return card;
}

function followUpCard(context: SiderContext, kit: ViewKit): HTMLElement {
  const list = context.follow_ups.length
    ? h(
        'ul',
        { class: 'sd-list', 'data-testid': 'sider-follow-ups' },
        ...context.follow_ups.map((item) =>
          h(
            'li',
            {},
            h('p', { class: 'sd-text' }, item.text),
            h('span', { class: 'sd-meta' }, `${item.employee_name} · ${shortTime(item.at)}`),
          ),
        ),
      )
    : h('p', { class: 'sd-empty' }, '暂无跟进记录');
  if (!context.follow_up_enabled) {
    return h('section', { class: 'sd-card' }, h('h2', {}, '跟进记录'), list);
  }
  const input = h('textarea', {
    id: 'sd-follow-text',
    rows: '3',
    maxlength: '500',
    placeholder: '记录本次沟通的要点，如需求、顾虑、下次跟进时间',
  }) as HTMLTextAreaElement;
  // issue #41: the next follow-up time reminds the employee once when due.
  const next = h('input', { id: 'sd-follow-next', type: 'datetime-local' }) as HTMLInputElement;
  const add = h('button', { class: 'sd-btn', type: 'button' }, '添加跟进');
  add.addEventListener('click', async () => {
    if (!input.value.trim()) {
      kit.flash('跟进内容不能为空', true);
      input.focus();
      return;
    }
    add.setAttribute('disabled', '');
    try {
      await kit.api('POST', '/sidebar/api/follow-ups', {
        text: input.value.trim(),
        next_follow_at: next.value ? new Date(next.value).toISOString() : null,
      });
      kit.flash('跟进记录已添加，客户时间线中可见');
      await kit.reload();
    } catch (error) {
      kit.flash((error as Error).message, true);
      add.removeAttribute('disabled');
    }
  });
  return h(
    'section',
    { class: 'sd-card' },
    h('h2', {}, '跟进记录'),
    h('label', { class: 'sd-label', for: 'sd-follow-text' }, '新的跟进'),
    input,
    h('label', { class: 'sd-label', for: 'sd-follow-next' }, '下次跟进时间（到时提醒）'),
    next,
    h('div', { class: 'sd-actions' }, add),
    list,
  );
}

export function profileView(context: SiderContext, kit: ViewKit): HTMLElement[] {
  const fields = h(
    'dl',
    { class: 'sd-fields' },
    ...context.customer.fields.flatMap((field) => [
      h('dt', {}, field.label),
      h('dd', {}, field.value || '-'),
    ]),
  );
  return [
    h('section', { class: 'sd-card' }, h('h2', {}, '基本资料'), fields),
    tagsCard(context, kit),
    followUpCard(context, kit),
  ];
}
