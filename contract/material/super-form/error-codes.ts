// spec §8: business codes of super forms (HTTP 200, Chinese msg). 1070xx belong to #7.
export const SUPERFORM_ERRORS = {
  notFound: { code: 107001, msg: '表单不存在或已被删除' },
  invalidForm: { code: 107002, msg: '表单内容不完整' },
  notPublished: { code: 107003, msg: '表单尚未发布' },
  ended: { code: 107004, msg: '表单已结束' },
  commitLimit: { code: 107005, msg: '您已提交过该表单' },
  invalidAnswers: { code: 107006, msg: '提交内容有误' },
  statusChange: { code: 107007, msg: '当前状态不能进行该操作' },
} as const;
