import type { NoticeType } from '@gongzhi/domain/notice/notice-enums';

export type NoticeTemplate = {
  templateId: string;
  templateName: string;
  noticeType: NoticeType;
  title: string;
  /** Sanitisable HTML; 【…】 marks what the committee fills in. */
  content: string;
};

/**
 * The notice templates committees start from (ours: SPEC §7 names templateList and templateInfo,
 * not their content). Kept in code: they are product text, reviewed like code, the same for every
 * community.
 */
export const NOTICE_TEMPLATES: readonly NoticeTemplate[] = [
  {
    templateId: 'NT_WATER_CUT',
    templateName: '停水通知',
    noticeType: 'DAILY_MANAGEMENT',
    title: '关于【日期】临时停水的通知',
    content:
      '<p>各位业主、住户：</p><p>因【原因，如：二次供水设施维修保养】，小区将于<strong>【日期】【开始时间】至【结束时间】</strong>暂停供水，涉及范围为【楼栋/单元】。</p><p>请各位业主提前做好储水准备，停水期间请关闭家中水龙头，以免恢复供水时造成跑水。如遇特殊情况将另行通知。</p><p>由此给您带来的不便，敬请谅解。咨询电话：【电话】。</p><p>【小区名称】业主委员会</p><p>【发布日期】</p>',
  },
  {
    templateId: 'NT_POWER_CUT',
    templateName: '停电通知',
    noticeType: 'DAILY_MANAGEMENT',
    title: '关于【日期】计划停电的通知',
    content:
      '<p>各位业主、住户：</p><p>接供电部门通知，因【原因】，小区将于<strong>【日期】【开始时间】至【结束时间】</strong>停电，届时电梯、地下车库照明及门禁将暂停使用。</p><p>请各位业主提前做好准备，妥善安排出行；家中有医疗设备等特殊需要的住户，请提前与物业服务中心联系。</p><p>【小区名称】业主委员会</p><p>【发布日期】</p>',
  },
  {
    templateId: 'NT_OWNERS_MEETING',
    templateName: '业主大会召开公告',
    noticeType: 'OWNERS_MEETING',
    title: '关于召开【小区名称】【年度】业主大会会议的公告',
    content:
      '<p>全体业主：</p><p>根据《中华人民共和国民法典》第二百七十八条及《业主大会和业主委员会指导规则》的规定，经业主委员会研究决定，召开【小区名称】【年度】业主大会会议，现将有关事项公告如下：</p><ol><li>会议形式：【书面征求意见/线上投票】</li><li>投票时间：【开始日期】至【结束日期】</li><li>表决事项：【事项一】；【事项二】</li><li>表决规则：应当由专有部分面积占比三分之二以上的业主且人数占比三分之二以上的业主参与表决，并经参与表决专有部分面积过半数的业主且参与表决人数过半数的业主同意。</li></ol><p>相关材料已于本公告附件中公示，请全体业主按时参与表决。</p><p>【小区名称】业主委员会</p><p>【发布日期】</p>',
  },
  {
    templateId: 'NT_MEETING_RESULT',
    templateName: '业主大会决议公告',
    noticeType: 'OWNERS_MEETING',
    title: '【小区名称】业主大会会议决议公告',
    content:
      '<p>全体业主：</p><p>【小区名称】业主大会会议已于【结束日期】结束，经计票、监票，现将表决结果公告如下：</p><ul><li>参与表决业主人数：【人数】人，专有部分面积：【面积】平方米；</li><li>【事项一】：同意【人数】人，面积【面积】平方米，【通过/未通过】。</li></ul><p>本决议自公告之日起生效，对全体业主具有约束力。</p><p>【小区名称】业主委员会</p><p>【发布日期】</p>',
  },
  {
    templateId: 'NT_FINANCE_QUARTER',
    templateName: '季度财务公示',
    noticeType: 'FINANCE',
    title: '【年度】年【季度】共有资金收支情况公示',
    content:
      '<p>全体业主：</p><p>根据业主大会议事规则，现将【年度】年【季度】小区共有资金收支情况予以公示：</p><ul><li>期初余额：【金额】元</li><li>本期收入：【金额】元（停车费、广告位收益、场地租赁等）</li><li>本期支出：【金额】元（公共设施维修、业委会工作经费等）</li><li>期末余额：【金额】元</li></ul><p>收支明细及凭证见附件，公示期为【天数】日。业主如有疑问，请于公示期内向业主委员会书面反映。</p><p>【小区名称】业主委员会</p>',
  },
  {
    templateId: 'NT_VIOLATION',
    templateName: '违规行为整改通知',
    noticeType: 'VIOLATION',
    title: '关于【违规行为】的整改通知',
    content:
      '<p>各位业主、住户：</p><p>近期发现小区内存在【违规行为，如：占用消防通道停车、高空抛物、私搭乱建】等现象，严重影响小区公共安全和环境秩序，违反《管理规约》第【条款】条的规定。</p><p>请相关业主于<strong>【日期】</strong>前自行整改。逾期未整改的，业主委员会将配合物业服务企业及相关部门依法处理。</p><p>感谢各位业主的理解与配合，共同维护美好家园。</p><p>【小区名称】业主委员会</p><p>【发布日期】</p>',
  },
  {
    templateId: 'NT_PROGRESS',
    templateName: '工作进展通报',
    noticeType: 'GOVERNANCE_PROGRESS',
    title: '业主委员会【月份】工作进展通报',
    content:
      '<p>全体业主：</p><p>现将业主委员会【月份】主要工作进展通报如下：</p><ol><li>【事项一，如：完成1栋电梯维修资金使用方案的业主表决】；</li><li>【事项二，如：与物业服务企业就服务质量评估召开协调会】；</li><li>【事项三】。</li></ol><p>下一步工作计划：【计划】。欢迎业主通过意见箱或业委会接待日提出意见和建议。</p><p>【小区名称】业主委员会</p>',
  },
];
