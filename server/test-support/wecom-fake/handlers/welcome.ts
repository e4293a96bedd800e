// externalcontact/send_welcome_msg (welcome_code of an add event, usable once within 20 s;
// text and/or ≤ 9 attachments whose media ids were uploaded), media ids checked live (fake-media.ts) and
// externalcontact/group_welcome_template/add|edit|del.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeRoute } from '../fake-types';
import { corpOf } from '../fake-corp-context';
import { deadMediaIn } from '../fake-media';

export const WELCOME_CODE_SECONDS = 20;

const text = z.object({ content: z.string().max(4000) });
const image = z.object({ media_id: z.string().optional(), pic_url: z.string().optional() });
const link = z.object({
  title: z.string(),
  url: z.string(),
  picurl: z.string().optional(),
  desc: z.string().optional(),
});
const miniprogram = z.object({
  title: z.string(),
  pic_media_id: z.string(),
  appid: z.string(),
  page: z.string(),
});
const media = z.object({ media_id: z.string() });
const attachment = z.discriminatedUnion('msgtype', [
  z.object({ msgtype: z.literal('image'), image }),
  z.object({ msgtype: z.literal('link'), link }),
  z.object({ msgtype: z.literal('miniprogram'), miniprogram }),
  z.object({ msgtype: z.literal('video'), video: media }),
  z.object({ msgtype: z.literal('file'), file: media }),
]);
const welcomeBody = z.object({
  welcome_code: z.string(),
  text: text.optional(),
  attachments: z.array(attachment).max(9).optional(),
});
const templateFields = {
  text: text.optional(),
  image: image.optional(),
  link: link.optional(),
  miniprogram: miniprogram.optional(),
  file: media.optional(),
  video: media.optional(),
  agentid: z.number().int().optional(),
  notify: z.number().int().optional(),
};
const templateBody = z.object(templateFields);
const templateEdit = z.object({ template_id: z.string(), ...templateFields });
const templateDel = z.object({ template_id: z.string(), agentid: z.number().int().optional() });

const unknownMedia = deadMediaIn;

function emptyTemplate(input: z.infer<typeof templateBody>) {
  return (
    !input.text && !input.image && !input.link && !input.miniprogram && !input.file && !input.video
  );
}

const post = (api: string, body: z.ZodType, handle: FakeRoute['handle']): FakeRoute => ({
  method: 'POST',
  api: `externalcontact/${api}`,
  permission: 'externalcontact',
  body,
  handle,
});

export const routes: readonly FakeRoute[] = [
  post('send_welcome_msg', welcomeBody, (context) => {
    const corp = corpOf(context);
    const input = welcomeBody.parse(context.request.body);
    if (!input.text && !input.attachments?.length) return refusal(41033, 'missing content');
    if (unknownMedia(context, input.attachments)) return refusal(40007, 'invalid media_id');
    const issued = corp.welcomeCodes.get(input.welcome_code);
    if (issued === undefined || corp.now() - issued > WELCOME_CODE_SECONDS) {
      return refusal(41051, 'invalid welcome_code');
    }
    corp.welcomeCodes.delete(input.welcome_code);
    corp.sentWelcomes.push(input);
    return {};
  }),
  post('group_welcome_template/add', templateBody, (context) => {
    const corp = corpOf(context);
    const input = templateBody.parse(context.request.body);
    if (emptyTemplate(input)) return refusal(41033, 'missing content');
    if (unknownMedia(context, input)) return refusal(40007, 'invalid media_id');
    const templateId = corp.nextId('tpl');
    corp.groupTemplates.set(templateId, input);
    return { template_id: templateId };
  }),
  post('group_welcome_template/edit', templateEdit, (context) => {
    const corp = corpOf(context);
    const input = templateEdit.parse(context.request.body);
    if (!corp.groupTemplates.has(input.template_id)) return refusal(40058, 'invalid template_id');
    if (unknownMedia(context, input)) return refusal(40007, 'invalid media_id');
    corp.groupTemplates.set(input.template_id, input);
    return {};
  }),
  post('group_welcome_template/del', templateDel, (context) => {
    const { template_id: id } = templateDel.parse(context.request.body);
    return corpOf(context).groupTemplates.delete(id) ? {} : refusal(40058, 'invalid template_id');
  }),
];
