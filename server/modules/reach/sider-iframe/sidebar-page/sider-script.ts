// The chat sidebar's script (bundled by esbuild into sider.js; CSP script-src 'self'). It reads
// the platform's context from the URL — in the sandbox, external_userid + the signed ticket
// its JS-SDK gives; inside WeCom, the corp id (sider-wecom-mode.ts) — loads the customer, and
// draws the tabs /sider-iframe enabled, in its order.
import type { SiderContext } from '../../../../../contract/reach/sider-app';
import type { ChatBridge } from './sider-chat';
import { sandboxChat } from './sider-chat';
import { createApi, h } from './sider-dom';
import { materialView, orderView, sopView } from './sider-other-views';
import type { ViewKit } from './sider-profile-view';
import { profileView } from './sider-profile-view';
import { replyView } from './sider-reply-view';
import { openInWecom } from './sider-wecom-mode';

const root = document.getElementById('sider');

function fail(message: string) {
  if (!root) return;
  root.setAttribute('aria-busy', 'false');
  root.replaceChildren(h('p', { class: 'sd-error', role: 'alert' }, message));
}

async function start(main: HTMLElement) {
  const params = new URLSearchParams(location.search);
  let ticket = params.get('ticket') ?? '';
  let chat: ChatBridge = sandboxChat;
  if (!ticket && params.get('corp_id')) {
    const opened = await openInWecom(params, main.dataset.sdk ?? '');
    if (!opened) return;
    ({ ticket, chat } = opened);
  } else if (!ticket || !params.get('external_userid')) {
    fail('请在企业微信的聊天窗口中打开侧边栏');
    return;
  }
  const api = createApi(ticket);
  const wanted = main.dataset.page ?? 'profile';
  const message = h('div', { role: 'status', 'aria-live': 'polite' });
  const panel = h('div', { id: 'sd-panel', role: 'tabpanel' });
  let context = await api<SiderContext>(
    'GET',
    `/sidebar/api/context?page=${encodeURIComponent(wanted)}`,
  );
  let current = context.panels.find((each) => each.key === wanted)?.key ?? context.panels[0]?.key;

  const kit: ViewKit = {
    api,
    chat,
    flash(text, bad = false) {
      message.replaceChildren(h('p', { class: bad ? 'sd-msg bad' : 'sd-msg' }, text));
    },
    async reload() {
      context = await api<SiderContext>('GET', '/sidebar/api/context');
      await drawPanel();
    },
  };

  const drawPanel = async () => {
    panel.setAttribute('aria-busy', 'true');
    try {
      const parts =
        current === 'sop'
          ? await sopView(context, kit)
          : current === 'material'
            ? await materialView(kit)
            : current === 'order'
              ? await orderView(kit)
              : current === 'quick-reply'
                ? await replyView(kit)
                : profileView(context, kit);
      panel.replaceChildren(...parts);
    } catch (error) {
      panel.replaceChildren(h('p', { class: 'sd-error', role: 'alert' }, (error as Error).message));
    }
    panel.setAttribute('aria-busy', 'false');
  };

  const tabs = h(
    'nav',
    { class: 'sd-tabs', role: 'tablist', 'aria-label': '侧边栏页面' },
    ...context.panels.map((each) =>
      h(
        'button',
        {
          class: 'sd-tab',
          role: 'tab',
          type: 'button',
          id: `sd-tab-${each.key}`,
          'aria-controls': 'sd-panel',
          'aria-selected': String(each.key === current),
          onclick: () => {
            current = each.key;
            for (const tab of tabs.querySelectorAll('[role=tab]')) {
              tab.setAttribute('aria-selected', String(tab.id === `sd-tab-${each.key}`));
            }
            message.replaceChildren();
            void drawPanel();
          },
        },
        each.name,
      ),
    ),
  );
  const customer = context.customer;
  const avatar = customer.avatar.startsWith('https://')
    ? h('img', { class: 'sd-avatar', src: customer.avatar, alt: '' })
    : h('span', { class: 'sd-avatar', 'aria-hidden': 'true' }, customer.name.slice(0, 1));
  const head = h(
    'header',
    { class: 'sd-head' },
    avatar,
    h('div', {}, h('h1', {}, customer.name), h('p', {}, `当前员工：${context.employee.name}`)),
  );
  main.replaceChildren(
    ...[head, context.panels.length ? tabs : null, message, panel].filter(
      (part): part is HTMLElement => part !== null,
    ),
  );
  main.setAttribute('aria-busy', 'false');
  // A narrow chat panel scrolls the tabs: the entry page's tab is brought into view.
  tabs
    .querySelector('[aria-selected=true]')
    ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  if (context.panels.length === 0) {
    panel.replaceChildren(h('p', { class: 'sd-note' }, '管理员尚未启用任何侧边栏页面'));
    return;
  }
  await drawPanel();
}

if (root) start(root).catch((error: Error) => fail(error.message));
