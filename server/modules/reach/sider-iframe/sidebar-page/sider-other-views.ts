// The sidebar's SOP待办, 素材库 and 订单积分 panels, each loaded when its tab opens.
import type {
  SiderContext,
  SiderMaterial,
  SiderOrders,
  SiderTask,
} from '../../../../../contract/reach/sider-app';
import type { SiderMaterialMedia } from '../../../../../contract/reach/sider-wecom';
import { materialMessage } from './sider-chat';
import type { ChatMessage } from './sider-chat';
import { h, shortTime } from './sider-dom';
import type { ViewKit } from './sider-profile-view';

const MATERIAL_TYPES: Record<string, string> = {
  text: '文本',
  image: '图片',
  link: '链接',
  miniprogram: '小程序',
  video: '视频',
  file: '文件',
  poster: '海报',
};
const ORDER_STATUS: Record<number, string> = { 1: '待发货', 2: '待收货', 3: '已完成', 4: '已取消' };

export async function sopView(context: SiderContext, kit: ViewKit): Promise<HTMLElement[]> {
  const tasks = await kit.api<SiderTask[]>('GET', '/sidebar/api/tasks');
  if (tasks.length === 0) {
    return [h('section', { class: 'sd-card' }, h('p', { class: 'sd-empty' }, '暂无到期的SOP提醒'))];
  }
  const items = tasks.map((task) => {
    const done = h('button', { class: 'sd-btn', type: 'button' }, '标记已发送');
    // Inside WeCom the open chat's own step is sent into it (attachments by media id), then
    // marked sent; another customer's step can only be marked.
    const send =
      kit.chat.sendsMedia && task.customer_id === context.customer.id
        ? h('button', { class: 'sd-btn', type: 'button' }, '发送到聊天')
        : null;
    if (send) {
      send.addEventListener('click', async () => {
        send.setAttribute('disabled', '');
        try {
          const { messages } = await kit.api<{ messages: ChatMessage[] }>(
            'POST',
            `/sidebar/api/wecom/tasks/${task.id}/messages`,
          );
          for (const message of messages) await kit.chat.send(message);
          await kit.api('POST', `/sidebar/api/tasks/${task.id}/sent`);
          kit.flash(`已发送「${task.plan_name}」第${task.step}步`);
          item.remove();
        } catch (error) {
          kit.flash((error as Error).message, true);
          send.removeAttribute('disabled');
        }
      });
    }
    done.addEventListener('click', async () => {
      done.setAttribute('disabled', '');
      try {
        await kit.api('POST', `/sidebar/api/tasks/${task.id}/sent`);
        kit.flash(`已完成「${task.plan_name}」第${task.step}步`);
        item.remove();
      } catch (error) {
        kit.flash((error as Error).message, true);
        done.removeAttribute('disabled');
      }
    });
    const item = h(
      'li',
      { 'data-testid': 'sider-task' },
      h(
        'div',
        {},
        h('strong', {}, `${task.plan_name} · 第${task.step}步`),
        task.customer_id === context.customer.id
          ? h('span', { class: 'sd-badge now' }, '当前客户')
          : null,
        task.overdue ? h('span', { class: 'sd-badge' }, '已逾期') : null,
      ),
      h('span', { class: 'sd-meta' }, `${task.customer_name} · 到期 ${shortTime(task.due_at)}`),
      h('p', { class: 'sd-text' }, task.text || '（无文本内容）'),
      h('div', { class: 'sd-actions' }, send, done),
    );
    return item;
  });
  return [
    h(
      'section',
      { class: 'sd-card' },
      h('h2', {}, `到期提醒（${tasks.length}）`),
      h('ul', { class: 'sd-list' }, ...items),
    ),
  ];
}

export async function materialView(kit: ViewKit): Promise<HTMLElement[]> {
  const listBox = h('ul', { class: 'sd-list', 'data-testid': 'sider-materials' });
  const search = h('input', {
    type: 'search',
    placeholder: '搜索素材标题',
    'aria-label': '搜索素材标题',
  }) as HTMLInputElement;
  const draw = async () => {
    const query = search.value.trim() ? `?keyword=${encodeURIComponent(search.value.trim())}` : '';
    const list = await kit.api<SiderMaterial[]>('GET', `/sidebar/api/materials${query}`);
    listBox.replaceChildren(
      ...(list.length
        ? list.map((material) => {
            const send = h('button', { class: 'sd-btn ghost', type: 'button' }, '发送');
            send.addEventListener('click', async () => {
              try {
                // Inside WeCom an image, video or file goes up first: sent by its media id.
                const mediaOf = kit.chat.sendsMedia
                  ? (id: number) =>
                      kit.api<SiderMaterialMedia>(
                        'POST',
                        `/sidebar/api/wecom/materials/${id}/media`,
                      )
                  : undefined;
                await kit.chat.send(await materialMessage(material, mediaOf));
                await kit.api('POST', `/sidebar/api/materials/${material.id}/send`);
                kit.flash(`已发送「${material.title}」`);
              } catch (error) {
                kit.flash((error as Error).message, true);
              }
            });
            return h(
              'li',
              {},
              h('strong', {}, material.title),
              h('span', { class: 'sd-badge now' }, MATERIAL_TYPES[material.type] ?? material.type),
              material.content ? h('p', { class: 'sd-text' }, material.content.slice(0, 80)) : null,
              h('div', { class: 'sd-actions' }, send),
            );
          })
        : [h('li', {}, h('p', { class: 'sd-empty' }, '没有找到素材'))]),
    );
  };
  search.addEventListener(
    'change',
    () => void draw().catch((e: Error) => kit.flash(e.message, true)),
  );
  await draw();
  return [h('section', { class: 'sd-card' }, search, listBox)];
}

export async function orderView(kit: ViewKit): Promise<HTMLElement[]> {
  const orders = await kit.api<SiderOrders>('GET', '/sidebar/api/orders');
  if (orders.points === null) {
    return [
      h('section', { class: 'sd-card' }, h('p', { class: 'sd-empty' }, '该客户尚未绑定会员')),
    ];
  }
  return [
    h(
      'section',
      { class: 'sd-card' },
      h('h2', {}, '会员积分'),
      h('p', { class: 'sd-text' }, orders.points),
    ),
    h(
      'section',
      { class: 'sd-card' },
      h('h2', {}, '最近订单'),
      orders.list.length
        ? h(
            'ul',
            { class: 'sd-list' },
            ...orders.list.map((order) =>
              h(
                'li',
                {},
                h('strong', {}, `¥${order.amount}`),
                h('span', { class: 'sd-badge now' }, ORDER_STATUS[order.status] ?? ''),
                h('p', { class: 'sd-meta' }, `${order.order_no} · ${shortTime(order.ordered_at)}`),
              ),
            ),
          )
        : h('p', { class: 'sd-empty' }, '暂无订单'),
    ),
  ];
}
