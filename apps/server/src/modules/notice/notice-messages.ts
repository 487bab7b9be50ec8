/** Refusals of the notice and finance calls (ours; SPEC §8 leaves server messages open). */
export const NOTICE_MESSAGES = {
  noticeNotFound: '公告不存在',
  templateNotFound: '公告模板不存在',
  notDraft: '公告已发布，不能再作为草稿修改',
  attachmentInvalid: '附件不存在或尚未上传完成，请重新上传',
  notOwner: '您还不是该小区的业主，无法查看公告',
} as const;
