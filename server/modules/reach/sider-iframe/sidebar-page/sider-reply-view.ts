// The sidebar's 企业话术 panel: the employee's scripts by group, a search, and 发送 per script.
// Sending hands the text to the open chat (inside WeCom: the JS-SDK's sendChatMessage,
// sider-chat.ts) and then records the use on the server (the script's usage count in
// /enterprise-quick-response); in the sandbox the record is the whole simulation.
import type { SiderReplies, SiderReply } from '../../../../../contract/reach/sider-app';
import { textMessage } from './sider-chat';
import { h } from './sider-dom';
import type { ViewKit } from './sider-profile-view';

function replyItem(reply: SiderReply, kit: ViewKit): HTMLElement {
  const send = h(
    'button',
    { class: 'sd-btn', type: 'button', 'aria-label': `发送「${reply.title}」` },
    '发送',
  );
  send.addEventListener('click', async () => {
    send.setAttribute('disabled', '');
    try {
      // A script of attachments only has no text to hand over; its use is still recorded.
      if (reply.text) await kit.chat.send(textMessage(reply.text));
      await kit.api('POST', `/sidebar/api/replies/${reply.id}/send`);
      kit.flash(`已发送话术「${reply.title}」`);
    } catch (error) {
      kit.flash((error as Error).message, true);
    }
    send.removeAttribute('disabled');
  });
  return h(
    'li',
    { 'data-testid': 'sider-reply' },
    h('strong', {}, reply.title),
    reply.text ? h('p', { class: 'sd-text' }, reply.text) : null,
    reply.attachments.length
      ? h('p', { class: 'sd-meta' }, `附件：${reply.attachments.join('、')}`)
      : null,
    h('div', { class: 'sd-actions' }, send),
  );
}

export async function replyView(kit: ViewKit): Promise<HTMLElement[]> {
  const listBox = h('div', { 'data-testid': 'sider-replies' });
  const search = h('input', {
    type: 'search',
    placeholder: '搜索话术标题或内容',
    'aria-label': '搜索话术标题或内容',
  }) as HTMLInputElement;
  const group = h('select', { class: 'sd-select', 'aria-label': '话术分组' }) as HTMLSelectElement;
  let groupsDrawn = false;
  const draw = async () => {
    const params = new URLSearchParams();
    if (search.value.trim()) params.set('keyword', search.value.trim());
    if (group.value) params.set('group_id', group.value);
    const query = params.toString() ? `?${params.toString()}` : '';
    const data = await kit.api<SiderReplies>('GET', `/sidebar/api/replies${query}`);
    if (!groupsDrawn) {
      group.replaceChildren(
        h('option', { value: '' }, '全部分组'),
        ...data.groups.map((each) => h('option', { value: String(each.id) }, each.name)),
      );
      groupsDrawn = true;
    }
    // One heading per group, in the library's order.
    const sections = new Map<string, SiderReply[]>();
    for (const reply of data.replies) {
      sections.set(reply.group_name, [...(sections.get(reply.group_name) ?? []), reply]);
    }
    listBox.replaceChildren(
      ...(data.replies.length
        ? [...sections].map(([name, replies]) =>
            h(
              'div',
              { class: 'sd-group', role: 'group', 'aria-label': name },
              h('h3', {}, `${name}（${replies.length}）`),
              h('ul', { class: 'sd-list' }, ...replies.map((reply) => replyItem(reply, kit))),
            ),
          )
        : [h('p', { class: 'sd-empty' }, search.value.trim() ? '没有找到话术' : '暂无可用话术')]),
    );
  };
  const redraw = () => void draw().catch((e: Error) => kit.flash(e.message, true));
  search.addEventListener('change', redraw);
  group.addEventListener('change', redraw);
  await draw();
  return [
    h(
      'section',
      { class: 'sd-card' },
      h('h2', {}, '企业话术'),
      h('div', { class: 'sd-filters' }, group, search),
      listBox,
    ),
  ];
}
