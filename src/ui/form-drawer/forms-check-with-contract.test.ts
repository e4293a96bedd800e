import { describe, expect, it } from 'vitest';

// issue #38 item 4 ("Build": every form validates with its contract schema on the client and
// shows the server's field message in place). The shunt-, lock-, group-code and short-link
// forms validated nothing and hid 分流码名称不能为空 behind 请求失败！请您稍后重试. A form
// (a FormPage, or a FormDrawer with onSubmit) goes through the form kit: `useContractForm`
// (the contract's schema before sending) and its `showServerError` as the save's onError (a
// 400 naming a field shown beside the field; its mutation sets `fieldErrors`).

const featureSources = import.meta.glob<string>('../../features/**/*.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

// Known debt: forms written before the kit could show a server's field message. The list can
// only shrink; a new form is never added to it.
const NOT_YET_ON_THE_KIT = new Set([
  'acquiring/ai-call/import-form-drawer.tsx',
  'customer/auto-tag/form/auto-tag-form-page.tsx',
  'customer/batch-tag/form/batch-tag-form-page.tsx',
  'customer/sync-tag/form/sync-tag-form-page.tsx',
  'marketing/admp-strategy/audience-form.tsx',
  'marketing/marketing/campaign-form.tsx',
  'marketing/operation-plan/plan-form.tsx',
  'material/material-goods/material-form.tsx',
  'material/super-radar/edit-form/radar-form-page.tsx',
  'reach/enterprise-quick-response/reply-form-drawer.tsx',
  'reach/mass-send/mass-send-form-page.tsx',
  'reach/moment-dispatch/moment-form/moment-form-page.tsx',
  'reach/sop/sop-form-page.tsx',
]);

const relative = (file: string) => file.replace('../../features/', '');
const isForm = (source: string) =>
  /<(Tool)?FormPage\b/.test(source) ||
  (/<FormDrawer\b/.test(source) && /\bonSubmit=\{/.test(source));
// useToolForm (src/ui/tool-list/use-tool-form.ts) is the kit for the acquiring tools' forms: it
// holds useContractForm and passes a save's error to showServerError.
const onTheKit = (source: string) =>
  /\buseToolForm\(/.test(source) ||
  (/\buseContractForm\(/.test(source) && /\bshowServerError\b/.test(source));

describe('forms check with the contract and show the server’s field message in place', () => {
  const forms = Object.entries(featureSources).filter(([, source]) => isForm(source));

  it('every form validates with its contract schema and shows a 400’s field message beside the field', () => {
    const offKit = forms
      .filter(([file, source]) => !onTheKit(source) && !NOT_YET_ON_THE_KIT.has(relative(file)))
      .map(([file]) => relative(file));
    expect(offKit).toEqual([]);
  });

  it('the acquiring tools’ forms (shunt, lock, group code, short link) are on the kit', () => {
    const tools = [
      'acquiring/shunt-code/code-form/shunt-code-form-page.tsx',
      'acquiring/lock-code/code-form/lock-code-form-page.tsx',
      'acquiring/group-code/code-form/group-code-form-page.tsx',
      'acquiring/short-chain/post/short-link-post-page.tsx',
    ];
    for (const file of tools) {
      const source = featureSources[`../../features/${file}`];
      expect(source, file).toBeDefined();
      expect(onTheKit(source ?? ''), file).toBe(true);
    }
  });

  it('the known-debt list names only forms still off the kit (it can only shrink)', () => {
    const fixed = forms
      .filter(([file, source]) => NOT_YET_ON_THE_KIT.has(relative(file)) && onTheKit(source))
      .map(([file]) => relative(file));
    const gone = [...NOT_YET_ON_THE_KIT].filter(
      (file) => featureSources[`../../features/${file}`] === undefined,
    );
    expect({ fixed, gone }).toEqual({ fixed: [], gone: [] });
  });
});
